import { useId } from 'react';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { FieldError, invalidProps, type BoundFieldProps } from './field-error.tsx';

/** An HTML field with a live preview, sanitised exactly as the public pages sanitise it. */
export function HtmlField({ label, value, onChange, error, ref }: BoundFieldProps) {
  const id = useId();
  return (
    <div className="admin-field admin-html-field">
      <label htmlFor={id}>{label} (HTML)</label>
      <textarea id={id} ref={ref} rows={6} value={value} onChange={(event) => onChange(event.target.value)} {...invalidProps(id, error)} />
      <FieldError id={id} message={error} />
      <section className="admin-preview" aria-label={`${label} preview`}>
        <SafeHtml html={value} />
      </section>
    </div>
  );
}
