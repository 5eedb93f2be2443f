import { useId } from 'react';
import { mediaUrl } from '../../../lib/app-config.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useUploadImage } from '../api/upload-image.ts';
import { FieldError, invalidProps, type BoundFieldProps } from './field-error.tsx';

/** A media path with an upload button beside it; the upload answers the stored path. */
export function ImageField({ label, value, onChange, error, ref }: BoundFieldProps) {
  const id = useId();
  const upload = useUploadImage();
  const preview = mediaUrl(value);
  const t = useT();
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t('console.form.image', { label })}</label>
      <input id={id} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} {...invalidProps(id, error)} />
      <FieldError id={id} message={error} />
      <label className="admin-upload">
        {t('console.form.upload')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file, { onSuccess: (stored) => onChange(stored.u_image) });
          }}
        />
      </label>
      {upload.isPending && <p role="status">{t('console.form.uploading')}</p>}
      {upload.error && (
        <p role="alert" className="admin-error">
          {upload.error.message}
        </p>
      )}
      {preview && <img className="admin-thumb" src={preview} alt={t('console.form.preview', { label })} />}
    </div>
  );
}
