import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links from curated HTML open in a new tab and never hand this page to the target.
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const PAGE_CONFIG = { FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'] } satisfies Config;

/**
 * HTML shown inside a link (a card) may hold nothing interactive, which cannot nest in a link; DOMPurify
 * keeps the text of what it drops.
 */
const INSIDE_LINK_CONFIG = {
  FORBID_TAGS: [...PAGE_CONFIG.FORBID_TAGS, 'a', 'area', 'audio', 'button', 'details', 'label', 'select', 'summary', 'textarea', 'video'],
  FORBID_ATTR: [...PAGE_CONFIG.FORBID_ATTR, 'tabindex', 'usemap'],
} satisfies Config;

function sanitizeInsideLink(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...INSIDE_LINK_CONFIG, RETURN_DOM_FRAGMENT: true });
  // Headings become paragraphs: their text keeps its own line without entering the page's heading order.
  for (const heading of fragment.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const paragraph = document.createElement('p');
    paragraph.append(...heading.childNodes);
    heading.replaceWith(paragraph);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/**
 * The one place server HTML reaches the page: sanitised by DOMPurify (no scripts, handlers, frames,
 * forms or styles), so a payload stored in a description, recipe or policy renders as inert text.
 * `insideLink` is for HTML rendered inside a link or button: no nested interactive element, no heading.
 */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
  insideLink = false,
}: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
  insideLink?: boolean;
}) {
  const clean = useMemo(() => (insideLink ? sanitizeInsideLink(html) : DOMPurify.sanitize(html, PAGE_CONFIG)), [html, insideLink]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The visible text of an HTML string, sanitised first, for excerpts and titles. */
export function htmlToText(html: string): string {
  const container = document.createElement('div');
  container.innerHTML = DOMPurify.sanitize(html);
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
