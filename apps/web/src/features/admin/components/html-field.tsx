import { useId } from 'react';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { FieldError, invalidProps } from './field-error.tsx';

/** An HTML field with a live preview, sanitised exactly as the public pages sanitise it. */
export function HtmlField({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="admin-field admin-html-field">
      <label htmlFor={id}>{label} (HTML)</label>
      <textarea id={id} rows={6} value={value} onChange={(event) => onChange(event.target.value)} {...invalidProps(id, error)} />
      <FieldError id={id} message={error} />
      <section className="admin-preview" aria-label={`${label} preview`}>
        <SafeHtml html={value} />
      </section>
    </div>
  );
}
