import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_DESCRIPTION_MIN, DELETION_REQUESTED, messages } from '@wiy/shared/account-rules';
import { deleteFormSchema, type DeleteForm } from '@wiy/shared/account.schema';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useWireText } from '../../../lib/i18n/wire-text.ts';
import { clearSession, useSession } from '../../../lib/session.ts';
import { useDeleteAccount, useDeleteStatus } from '../api/delete-account.ts';
import { errorText, FormAlert, PasswordField } from './account-ui.tsx';

const REASONS = [
  { value: 'no_longer_needed', label: 'account.delete.reason.noLongerNeeded' },
  { value: 'privacy_concerns', label: 'account.delete.reason.privacyConcerns' },
] as const;

function RequestReceived() {
  const t = useT();
  return (
    <section className="account-card deletion-card" aria-labelledby="deletion-received">
      <h2 id="deletion-received">{t('account.delete.received')}</h2>
      <p>{t('account.delete.receivedText')}</p>
    </section>
  );
}

/**
 * /accountdelete (spec 001 §2, §4, §5, §8): a status check on load ('Requested' shows the card), else the
 * reason, the description with its counter (at least 100 characters) and the password. A successful
 * request shows the card; the server has ended the sessions, so the stored ones go too.
 */
export function DeleteAccount() {
  const session = useSession();
  const t = useT();
  const wireText = useWireText();
  const [token] = useState(session.token);
  const status = useDeleteStatus(token);
  const mutation = useDeleteAccount();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const ids = { reason: useId(), description: useId(), counter: useId() };
  const { register, handleSubmit, watch, formState, setError, clearErrors } = useForm<DeleteForm>({
    resolver: zodResolver(deleteFormSchema),
    defaultValues: { reason: 'no_longer_needed', description: '', password: '' },
  });
  const description = watch('description');

  if (token && status.isPending) return <LoadingIndicator />;
  if (done || status.data?.Message === DELETION_REQUESTED) return <RequestReceived />;

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await mutation.mutateAsync(values);
      clearSession();
      setDone(true);
    } catch (error) {
      setFailure(errorText(error, messages.somethingWrong));
    }
  });

  const remaining = Math.max(0, DELETE_DESCRIPTION_MIN - description.trim().length);
  const descriptionField = register('description', {
    onBlur: (e) => {
      if (e.target.value.trim().length < DELETE_DESCRIPTION_MIN) setError('description', { message: messages.descriptionShortOnBlur });
      else clearErrors('description');
    },
  });
  return (
    <section className="account-card" aria-labelledby="delete-title">
      <h1 id="delete-title">{t('account.deleteAccount')}</h1>
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{wireText(failure)}</FormAlert>
        <div className="account-field">
          <label htmlFor={ids.reason}>{t('account.delete.reason')}</label>
          <select id={ids.reason} {...register('reason')}>
            {REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {t(r.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="account-field">
          <label htmlFor={ids.description}>{t('account.delete.description')}</label>
          <textarea id={ids.description} aria-describedby={ids.counter} aria-invalid={Boolean(formState.errors.description)} {...descriptionField} />
          <p id={ids.counter} className="account-counter">
            {t('account.delete.remaining', { remaining })}
          </p>
          {formState.errors.description && <p className="account-field-error">{wireText(formState.errors.description.message)}</p>}
        </div>
        <PasswordField label={t('account.password')} aria-invalid={Boolean(formState.errors.password)} {...register('password')} />
        {formState.errors.password && <p className="account-field-error">{wireText(formState.errors.password.message)}</p>}
        <button className="account-submit" type="submit" disabled={mutation.isPending}>
          {t('account.deleteAccount')}
        </button>
      </form>
    </section>
  );
}
