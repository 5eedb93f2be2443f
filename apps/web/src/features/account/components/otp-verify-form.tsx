import { zodResolver } from '@hookform/resolvers/zod';
import { messages, OTP_DIGITS } from '@wiy/shared/account-rules';
import { otpFormSchema, type OtpForm } from '@wiy/shared/account.schema';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useWireText } from '../../../lib/i18n/wire-text.ts';
import { readStored, removeStored, writeStored } from '../../../lib/session.ts';
import { useMatchOtp, useResendOtp } from '../api/otp.ts';
import { errorText, FormAlert, RouteMessageBanner } from './account-ui.tsx';
import { clearOtpFlow, startOtpTimer } from './otp-timer.ts';

/** Seconds left on the stored countdown, which starts if there is none; 'outOfTime' survives a reload. */
function left(): number {
  if (readStored('outOfTime') === 'true') return 0;
  const end = Number(readStored('otpTimerEnd'));
  if (!end) {
    startOtpTimer();
    return left();
  }
  return Math.max(0, Math.ceil((end - Date.now()) / 1000));
}

/** The stored countdown, ticking (spec 001 §3, §4). */
function useResendCountdown(): { secondsLeft: number; restart: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(left);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) {
      writeStored('outOfTime', 'true');
      return;
    }
    const timer = setInterval(() => setSecondsLeft(left()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return {
    secondsLeft,
    restart: () => {
      startOtpTimer();
      setSecondsLeft(left());
    },
  };
}

/** 00:59, minutes first (spec 001 §4: the minutes part starts at 0). */
function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * /otpverify (spec 001 §2, §4, §5): the sign-up's message from route state, four digit boxes, Verify OTP, and
 * the 59-second countdown after which Resend OTP appears. The stored register flag says whose code this is:
 * sign-up ('true') leads to login, reset ('false') to /new-pin with the reset flag set.
 */
export function OtpVerifyForm() {
  const navigate = useNavigate();
  const t = useT();
  const wireText = useWireText();
  const mobile = readStored('mobile');
  const registering = readStored('register') !== 'false';
  const match = useMatchOtp(registering);
  const resend = useResendOtp(registering);
  const countdown = useResendCountdown();
  const [failure, setFailure] = useState<string>();
  const [digits, setDigits] = useState<string[]>(Array(OTP_DIGITS).fill(''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const { handleSubmit, setValue, formState } = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });

  const type = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    const next = [...digits];
    // A paste (or a phone's one-time-code autofill) fills the boxes from this one on.
    typed
      .slice(0, OTP_DIGITS - index)
      .split('')
      .forEach((d, i) => (next[index + i] = d));
    if (typed === '') next[index] = '';
    setDigits(next);
    setValue('otp', next.join(''));
    const focus = Math.min(index + Math.max(typed.length, 0), OTP_DIGITS - 1);
    if (typed) boxes.current[focus]?.focus();
  };

  const submit = handleSubmit(async ({ otp }) => {
    setFailure(undefined);
    if (!mobile) return setFailure(messages.mobileNotFound);
    try {
      const answer = await match.mutateAsync({ mobile, otp });
      if (registering) {
        clearOtpFlow();
        return navigate('/login', { state: { message: answer.Message ?? messages.registered } });
      }
      removeStored('otpTimerEnd', 'outOfTime');
      writeStored('register', 'false');
      writeStored('isPasswordReset', 'true');
      if (answer.reset_token) writeStored('resetToken', answer.reset_token);
      navigate('/new-pin');
    } catch (error) {
      setFailure(errorText(error));
    }
  });

  const doResend = async () => {
    setFailure(undefined);
    if (!mobile) return setFailure(messages.mobileNotFound);
    try {
      const answer = await resend.mutateAsync(mobile);
      toast.success(wireText(answer.Message));
      countdown.restart();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const problem = formState.errors.otp?.message ?? failure;
  return (
    <section className="account-card" aria-labelledby="otp-title">
      <h1 id="otp-title">{t('account.otp.title')}</h1>
      <RouteMessageBanner />
      <p className="account-hint">{mobile ? t('account.otp.hintTo', { digits: OTP_DIGITS, mobile }) : t('account.otp.hint', { digits: OTP_DIGITS })}</p>
      <form className="account-form" noValidate onSubmit={submit}>
        <FormAlert>{wireText(problem)}</FormAlert>
        <fieldset className="otp-boxes">
          <legend className="visually-hidden">{t('account.otp.legend')}</legend>
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(el) => {
                boxes.current[index] = el;
              }}
              aria-label={t('account.otp.digit', { index: index + 1, total: OTP_DIGITS })}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              value={digit}
              onChange={(e) => type(index, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
              }}
            />
          ))}
        </fieldset>
        <button className="account-submit" type="submit" disabled={match.isPending}>
          {t('account.otp.title')}
        </button>
      </form>
      <p className="otp-resend">
        {countdown.secondsLeft > 0 ? (
          <span role="timer" aria-live="off">
            {t('account.otp.resendIn', { time: clock(countdown.secondsLeft) })}
          </span>
        ) : (
          <button type="button" className="account-link-button" onClick={() => void doResend()} disabled={resend.isPending}>
            {t('account.otp.resend')}
          </button>
        )}
      </p>
    </section>
  );
}
