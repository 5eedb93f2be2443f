import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema, type NewPasswordForm as NewPasswordValues } from '@wiy/shared/account.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/i18n.tsx';
import type { ScreenMessage } from '../../../lib/i18n/screen-message.ts';
import { useWireText } from '../../../lib/i18n/wire-text.ts';
import { readStored, removeStored } from '../../../lib/session.ts';
import { useCreateNewPassword } from '../api/create-new-password.ts';
import { errorText, FormAlert, PasswordField, StrengthLabel } from './account-ui.tsx';

/**
 * /new-pin (spec 001 §2, §4, §5): only with the password-reset flag set, else straight to /login. The two
 * values must match, then be strong; after the save the flag is cleared and login shows a banner.
 */
export function NewPasswordForm() {
  const navigate = useNavigate();
  const t = useT();
  const wireText = useWireText();
  const mutation = useCreateNewPassword();
  const [failure, setFailure] = useState<string>();
  const { register, handleSubmit, watch, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = watch('password');
  // Read once: the flag is cleared on success, and that must not turn into a redirect without the banner.
  const [allowed] = useState(() => readStored('isPasswordReset') === 'true');
  if (!allowed) return <Navigate to="/login" replace />;

  const submit = handleSubmit(async ({ password: chosen }) => {
    setFailure(undefined);
    try {
      await mutation.mutateAsync({ mobile: readStored('mobile') ?? '', password: chosen, resetToken: readStored('resetToken') ?? '' });
      removeStored('isPasswordReset', 'resetToken', 'mobile', 'register');
      navigate('/login', { state: { messageId: 'account.newPassword.changed' } satisfies ScreenMessage });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  return (
    <section className="account-card" aria-labelledby="new-pin-title">
      <h1 id="new-pin-title">{t('account.newPassword.title')}</h1>
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{wireText(formState.errors.password?.message ?? failure)}</FormAlert>
        <PasswordField label={t('account.newPassword.new')} autoComplete="new-password" {...register('password')} />
        <StrengthLabel password={password} />
        <PasswordField label={t('account.confirmPassword')} autoComplete="new-password" {...register('confirmPassword')} />
        <button className="account-submit" type="submit" disabled={mutation.isPending}>
          {t('account.newPassword.submit')}
        </button>
      </form>
    </section>
  );
}
