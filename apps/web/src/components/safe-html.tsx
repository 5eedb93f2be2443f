import DOMPurify from 'dompurify';
import { useMemo } from 'react';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links from curated HTML open in a new tab and never hand this page to the target.
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * The one place server HTML reaches the page: sanitised by DOMPurify (no scripts, handlers, frames,
 * forms or styles), so a payload stored in a description, recipe or policy renders as inert text.
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string; className?: string; as?: 'div' | 'section' | 'span' }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'] }),
    [html],
  );
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The visible text of an HTML string, sanitised first, for excerpts and titles. */
export function htmlToText(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = DOMPurify.sanitize(html);
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
