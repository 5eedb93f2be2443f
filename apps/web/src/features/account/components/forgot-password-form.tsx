import { zodResolver } from '@hookform/resolvers/zod';
import { mobileFromPrefixed } from '@wiy/shared/account-rules';
import { forgotFormSchema, type ForgotForm } from '@wiy/shared/account.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { toast } from 'react-toastify';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useWireText } from '../../../lib/i18n/wire-text.ts';
import { writeStored } from '../../../lib/session.ts';
import { useRequestResetOtp } from '../api/otp.ts';
import { errorText, Field, FormAlert } from './account-ui.tsx';
import { startOtpTimer } from './otp-timer.ts';

/**
 * /forgot-password (spec 001 §4, §5, §8): a 10-digit number, with an optional country prefix; problems
 * and the server's Error come as an alert (a toast); a network failure is flagged and shown too.
 */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const t = useT();
  const wireText = useWireText();
  const mutation = useRequestResetOtp();
  const [networkFailure, setNetworkFailure] = useState<string>();
  const { register, handleSubmit } = useForm<ForgotForm>({ resolver: zodResolver(forgotFormSchema), defaultValues: { mobile: '' } });

  const submit = handleSubmit(
    async ({ mobile }) => {
      setNetworkFailure(undefined);
      const number = mobileFromPrefixed(mobile)!;
      try {
        await mutation.mutateAsync(number);
        writeStored('mobile', number);
        writeStored('register', 'false');
        startOtpTimer();
        navigate('/otpverify');
      } catch (error) {
        if (error instanceof TypeError) setNetworkFailure(error.message);
        toast.error(wireText(errorText(error)));
      }
    },
    (errors) => toast.error(wireText(errors.mobile?.message)),
  );

  return (
    <section className="account-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('account.forgot.title')}</h1>
      <p className="account-hint">{t('account.forgot.hint')}</p>
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{networkFailure}</FormAlert>
        <Field label={t('account.mobile')} type="tel" autoComplete="tel" {...register('mobile')} />
        <button className="account-submit" type="submit" disabled={mutation.isPending}>
          {t('account.forgot.submit')}
        </button>
      </form>
      <div className="account-links">
        <Link to="/login">{t('account.login.submit')}</Link>
      </div>
    </section>
  );
}
