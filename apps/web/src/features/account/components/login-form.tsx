import { zodResolver } from '@hookform/resolvers/zod';
import { mobileInput } from '@wiy/shared/account-rules';
import { loginFormSchema, type LoginForm as LoginValues } from '@wiy/shared/account.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useScreenMessage, type ScreenMessage } from '../../../lib/i18n/screen-message.ts';
import { saveLogin } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { checkStoredSession } from '../api/verify-session.ts';
import { errorText, Field, FormAlert, PasswordField, RouteMessageBanner } from './account-ui.tsx';

/**
 * /login (spec 001 §2, §4): mobile (digits only, at most 10) and password, the success banner from route
 * state, then the token is stored, the session verified and the person sent home.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const t = useT();
  const shown = useScreenMessage();
  const [failure, setFailure] = useState<ScreenMessage>();
  const mutation = useLogin();
  const { register, handleSubmit, setValue, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { mobile: '', password: '' },
  });

  const submit = handleSubmit(async ({ mobile, password }) => {
    setFailure(undefined);
    try {
      const answer = await mutation.mutateAsync({ username: mobile, password });
      if (!answer.authenticated || !answer.token) return setFailure(answer.error ? { message: answer.error } : { messageId: 'account.login.failed' });
      saveLogin(answer.token);
      if (answer.passwordReset) return;
      await checkStoredSession();
      navigate('/');
    } catch (error) {
      setFailure({ message: errorText(error) });
    }
  });

  const fieldProblem = formState.errors.mobile?.message ?? formState.errors.password?.message;
  return (
    <section className="account-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('account.login.title')}</h1>
      <RouteMessageBanner />
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{shown(fieldProblem ? { message: fieldProblem } : failure)}</FormAlert>
        <Field
          label={t('account.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...register('mobile', { onChange: (e) => setValue('mobile', mobileInput(e.target.value)) })}
        />
        <PasswordField label={t('account.password')} {...register('password')} />
        <button className="account-submit" type="submit" disabled={mutation.isPending}>
          {t('account.login.submit')}
        </button>
      </form>
      <div className="account-links">
        <Link to="/forgot-password">{t('account.login.forgot')}</Link>
        <span>
          <Message id="account.login.noAccount" components={{ 0: <Link to="/sign-up" /> }} />
        </span>
      </div>
    </section>
  );
}
