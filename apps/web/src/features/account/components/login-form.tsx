import { zodResolver } from '@hookform/resolvers/zod';
import { mobileInput } from '@wiy/shared/account-rules';
import { loginFormSchema, type LoginForm as LoginValues } from '@wiy/shared/account.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { saveLogin } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { checkStoredSession } from '../api/verify-session.ts';
import { errorText, Field, FormAlert, PasswordField } from './account-ui.tsx';

/**
 * /login (spec 001 §2, §4): mobile (digits only, at most 10) and password, the success banner from route
 * state, then the token is stored, the session verified and the person sent home.
 */
export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState((location.state as { message?: string } | null)?.message);
  const [failure, setFailure] = useState<string>();
  const mutation = useLogin();
  const { register, handleSubmit, setValue, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { mobile: '', password: '' },
  });

  const submit = handleSubmit(async ({ mobile, password }) => {
    setFailure(undefined);
    try {
      const answer = await mutation.mutateAsync({ username: mobile, password });
      if (!answer.authenticated || !answer.token) return setFailure(answer.error ?? 'Login failed');
      saveLogin(answer.token);
      if (answer.passwordReset) return;
      await checkStoredSession();
      navigate('/');
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const problem = formState.errors.mobile?.message ?? formState.errors.password?.message ?? failure;
  return (
    <section className="account-card" aria-labelledby="login-title">
      <h1 id="login-title">Login</h1>
      {banner && (
        <FormAlert kind="success" onDismiss={() => setBanner(undefined)}>
          {banner}
        </FormAlert>
      )}
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{problem}</FormAlert>
        <Field
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...register('mobile', { onChange: (e) => setValue('mobile', mobileInput(e.target.value)) })}
        />
        <PasswordField label="Password" {...register('password')} />
        <button className="account-submit" type="submit" disabled={mutation.isPending}>
          Login
        </button>
      </form>
      <div className="account-links">
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          No account? <Link to="/sign-up">Signup</Link>
        </span>
      </div>
    </section>
  );
}
