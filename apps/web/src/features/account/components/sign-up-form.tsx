import { zodResolver } from '@hookform/resolvers/zod';
import { messages, mobileInput, NAME_MIN_LENGTH } from '@wiy/shared/account-rules';
import { signUpFormSchema, type SignUpForm as SignUpValues } from '@wiy/shared/account.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useWireText } from '../../../lib/i18n/wire-text.ts';
import { writeStored } from '../../../lib/session.ts';
import { fillTemplate, useCreateUser, useRegistrationTemplate } from '../api/sign-up.ts';
import { errorText, Field, FormAlert, MatchIndicator, StrengthLabel } from './account-ui.tsx';
import { startOtpTimer } from './otp-timer.ts';

/**
 * /sign-up (spec 001 §2, §4, §5): the server's template filled by field name, checked in the spec's order
 * (one message at a time), then an OTP is sent and the person goes to /otpverify with the server's message
 * (a code sent, or one already waiting for this number), or to /login when the number is already registered.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const t = useT();
  const wireText = useWireText();
  const template = useRegistrationTemplate();
  const mutation = useCreateUser();
  const [failure, setFailure] = useState<string>();
  const [shown, setShown] = useState(false);
  const { register, handleSubmit, setValue, watch, formState } = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { mobile: '', firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    if (!template.data) return setFailure(errorText(template.error));
    try {
      const answer = await mutation.mutateAsync(
        fillTemplate(template.data.formRecord, {
          first_name: values.firstName.trim(),
          last_name: values.lastName.trim(),
          contact_number: values.mobile,
          email_id: values.email.trim(),
          password: values.password,
        }),
      );
      if (answer.isUserPresent) return navigate('/login', { state: { message: messages.alreadyRegistered } });
      writeStored('mobile', values.mobile);
      writeStored('register', 'true');
      startOtpTimer();
      // The code screen shows the server's words: a code sent now, or one sent before that is still waiting.
      navigate('/otpverify', { state: answer.Message ? { message: answer.Message } : null });
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const problem = Object.values(formState.errors)[0]?.message ?? failure;
  return (
    <section className="account-card" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t('account.signUp.title')}</h1>
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{wireText(problem)}</FormAlert>
        <Field
          label={t('account.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...register('mobile', { onChange: (e) => setValue('mobile', mobileInput(e.target.value)) })}
        />
        <Field label={t('account.signUp.firstName')} autoComplete="given-name" minLength={NAME_MIN_LENGTH} {...register('firstName')} />
        <Field label={t('account.signUp.lastName')} autoComplete="family-name" minLength={NAME_MIN_LENGTH} {...register('lastName')} />
        <Field label={t('account.signUp.email')} type="email" autoComplete="email" {...register('email')} />
        <Field
          label={t('account.password')}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          hint={<StrengthLabel password={password} />}
          {...register('password')}
        />
        <Field
          label={t('account.confirmPassword')}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          hint={<MatchIndicator password={password} confirm={confirmPassword} />}
          {...register('confirmPassword')}
        />
        <label className="account-check">
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} /> {t('account.password.show')}
        </label>
        <button className="account-submit" type="submit" disabled={mutation.isPending}>
          {t('account.signUp.title')}
        </button>
      </form>
      <div className="account-links">
        <span>
          <Message id="account.signUp.registered" components={{ 0: <Link to="/login" /> }} />
        </span>
      </div>
    </section>
  );
}
