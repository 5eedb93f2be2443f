import type { FieldError as HookFieldError, FieldErrors, RefCallBack } from 'react-hook-form';
import { useFieldRuleText } from '../console-validation.ts';

/**
 * The message for one field, wherever under it the schema found the problem (a reference's `id`, say), so
 * that every error shows at the field a curator fixes.
 */
export function fieldMessage(errors: FieldErrors, name: string): string | undefined {
  const find = (error: unknown): string | undefined => {
    if (!error || typeof error !== 'object') return undefined;
    const { message } = error as HookFieldError;
    if (typeof message === 'string' && message) return message;
    for (const [key, nested] of Object.entries(error)) {
      if (key === 'ref') continue;
      const found = find(nested);
      if (found) return found;
    }
    return undefined;
  };
  return find(errors[name]);
}

/**
 * What a field with its own control (image, HTML, a reference) takes from the form; `ref` lets the form
 * focus the control when its value is the first one wrong.
 */
export interface BoundFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  ref?: RefCallBack;
}

/** What an invalid control carries: its state, and the id of the message that says why. */
export function invalidProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** A field's error, named by its control's `aria-describedby`, in the console's language. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const said = useFieldRuleText();
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="admin-error">
      {said(message)}
    </p>
  );
}
