import { zodResolver } from '@hookform/resolvers/zod';
import { rejectInputSchema } from '@wiy/shared/admin.schema';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { FieldError, invalidProps } from './field-error.tsx';

type RejectInput = z.input<typeof rejectInputSchema>;
/** The reason checked by the schema the server checks it with. */
const reasonResolver = zodResolver(rejectInputSchema);

/** Why an item is rejected, asked in place: Enter rejects, Escape cancels; 1 to 300 characters, as the server takes it. */
export function ReasonForm({ label, busy, onReject, onCancel }: { label: string; busy: boolean; onReject: (reason: string) => void; onCancel: () => void }) {
  const t = useT();
  const id = useId();
  const { register, handleSubmit, setFocus, formState } = useForm<RejectInput>({ resolver: reasonResolver, defaultValues: { reason: '' } });
  const error = formState.errors.reason?.message;
  useEffect(() => setFocus('reason'), [setFocus]);
  return (
    <form className="admin-reason" noValidate onSubmit={handleSubmit(({ reason }) => onReject(reason))}>
      <label htmlFor={id}>{label}</label>
      <div className="admin-row">
        <input
          id={id}
          maxLength={300}
          autoComplete="off"
          {...register('reason')}
          {...invalidProps(id, error)}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onCancel();
          }}
        />
        <button type="submit" className="admin-danger" disabled={busy}>
          {t('console.reject')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('console.cancel')}
        </button>
      </div>
      <p id={`${id}-hint`} className="admin-muted">
        {t('console.queue.reasonHint')}
      </p>
      <FieldError id={id} message={error} />
    </form>
  );
}
