import { messages } from '@wiy/shared/account-rules';
import { ApiError } from '../../../lib/api-client.ts';
import { passwordStrength } from '@wiy/shared/password-strength';
import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import '../account.css';

/** The red alert of spec 001 §8, or the dismissible success banner of /login. */
export function FormAlert({ kind = 'danger', children, onDismiss }: { kind?: 'danger' | 'success'; children: ReactNode; onDismiss?: () => void }) {
  if (!children) return null;
  return (
    <div className={`account-alert account-alert-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className="account-alert-close" aria-label="Dismiss" onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
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
  const [shown, setShown] = useState(false);
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <div className="account-password">
        <input id={id} type={shown ? 'text' : 'password'} autoComplete="current-password" {...input} />
        <button type="button" aria-pressed={shown} aria-label={shown ? 'Hide password' : 'Show password'} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}

/** The live strength label (spec decision 10). */
export function StrengthLabel({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <p className="account-strength" data-strength={strength} aria-live="polite">
      Password strength: <strong>{strength}</strong>
    </p>
  );
}

/** The live 'Passwords Match' Yes/No indicator of /sign-up. */
export function MatchIndicator({ password, confirm }: { password: string; confirm: string }) {
  const match = password !== '' && password === confirm;
  return (
    <p className="account-match" aria-live="polite">
      Passwords Match: <strong data-match={match}>{match ? 'Yes' : 'No'}</strong>
    </p>
  );
}

/** What a failed call shows (spec 001 §8): the server's `Error`, or the network's own words, or the fallback. */
export function errorText(error: unknown, fallback: string = messages.somethingWrong): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}
