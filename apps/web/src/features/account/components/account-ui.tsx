import { messages } from '@wiy/shared/account-rules';
import { ApiError } from '../../../lib/api-client.ts';
import { passwordStrength, type PasswordStrength } from '@wiy/shared/password-strength';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Message, useT, type MessageId } from '../../../lib/i18n/i18n.tsx';
import { useScreenMessage, type ScreenMessage } from '../../../lib/i18n/screen-message.ts';
import '../account.css';

/** The red alert of spec 001 §8, or a dismissible success banner. */
export function FormAlert({ kind = 'danger', children, onDismiss }: { kind?: 'danger' | 'success'; children: ReactNode; onDismiss?: () => void }) {
  const t = useT();
  if (!children) return null;
  return (
    <div className={`account-alert account-alert-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className="account-alert-close" aria-label={t('account.dismiss')} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}

/** The dismissible success banner with the message the screen before passed in route state (/login, /otpverify). */
export function RouteMessageBanner() {
  const location = useLocation();
  const shown = useScreenMessage();
  const [banner, setBanner] = useState(location.state as ScreenMessage | null);
  return (
    <FormAlert kind="success" onDismiss={() => setBanner(null)}>
      {shown(banner)}
    </FormAlert>
  );
}

/** A labelled input; `hint` is read after the label. */
export function Field({ label, hint, ...input }: ComponentPropsWithRef<'input'> & { label: string; hint?: ReactNode }) {
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {hint}
    </div>
  );
}

/** A password input with its own show/hide toggle (the login screen's). */
export function PasswordField({ label, ...input }: ComponentPropsWithRef<'input'> & { label: string }) {
  const id = useId();
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-password">
        <input id={id} type={shown ? 'text' : 'password'} autoComplete="current-password" {...input} />
        <button type="button" aria-pressed={shown} aria-label={t(shown ? 'account.password.hide' : 'account.password.show')} onClick={() => setShown(!shown)}>
          {t(shown ? 'account.password.hideShort' : 'account.password.showShort')}
        </button>
      </div>
    </div>
  );
}

const STRENGTH_LABELS: Record<PasswordStrength, MessageId> = {
  'Very Weak': 'account.strength.veryWeak',
  Weak: 'account.strength.weak',
  Moderate: 'account.strength.moderate',
  Strong: 'account.strength.strong',
};

/** The live strength label (spec decision 10). */
export function StrengthLabel({ password }: { password: string }) {
  const t = useT();
  const strength = passwordStrength(password);
  return (
    <p className="account-strength" data-strength={strength} aria-live="polite">
      <Message id="account.strength" values={{ strength: t(STRENGTH_LABELS[strength]) }} components={{ 0: <strong /> }} />
    </p>
  );
}

/** The live 'Passwords Match' Yes/No indicator of /sign-up. */
export function MatchIndicator({ password, confirm }: { password: string; confirm: string }) {
  const t = useT();
  const match = password !== '' && password === confirm;
  return (
    <p className="account-match" aria-live="polite">
      <Message id="account.passwordsMatch" values={{ answer: t(match ? 'account.yes' : 'account.no') }} components={{ 0: <strong data-match={match} /> }} />
    </p>
  );
}

/**
 * What a failed call shows (spec 001 §8): the server's `Error`, or the network's own words, or the fallback; in
 * English as it came, so a screen shows it through `useWireText`.
 */
export function errorText(error: unknown, fallback: string = messages.somethingWrong): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
