import { useId } from 'react';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { FieldError, invalidProps, type BoundFieldProps } from './field-error.tsx';

/** An HTML field with a live preview, sanitised exactly as the public pages sanitise it. */
export function HtmlField({ label, value, onChange, error, ref }: BoundFieldProps) {
  const id = useId();
  const t = useT();
  return (
    <div className="admin-field admin-html-field">
      <label htmlFor={id}>{t('console.form.html', { label })}</label>
      <textarea id={id} ref={ref} rows={6} value={value} onChange={(event) => onChange(event.target.value)} {...invalidProps(id, error)} />
      <FieldError id={id} message={error} />
      <section className="admin-preview" aria-label={t('console.form.preview', { label })}>
        <SafeHtml html={value} />
      </section>
    </div>
  );
}
