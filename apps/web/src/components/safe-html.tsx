import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { useMemo } from 'react';
import { markedParts } from '../lib/marked-words.ts';

interface HtmlDom {
  document: Document;
  purify: Purifier;
}

function createHtmlDom(window: WindowLike & { document: Document }): HtmlDom {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Links from curated HTML open in a new tab and never hand this page to the target.
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return { document: window.document, purify };
}

let htmlDom: HtmlDom | undefined;

/** The browser's DOM, or on the server the one `setServerDom` gave (jsdom), so both sanitise alike. */
function dom(): HtmlDom {
  htmlDom ??= createHtmlDom(window);
  return htmlDom;
}

/** Server rendering has no DOM of its own: the rendering entry hands DOMPurify a jsdom window. */
export function setServerDom(window: WindowLike & { document: Document }): void {
  htmlDom = createHtmlDom(window);
}

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
  const { document, purify } = dom();
  const fragment = purify.sanitize(html, { ...INSIDE_LINK_CONFIG, RETURN_DOM_FRAGMENT: true });
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
 * Sanitised HTML with each of the `marks` words in its text inside `<mark>`: the elements are made in the DOM, the
 * words set as their text, so that nothing of the text is ever read as markup.
 */
function markWords(clean: string, marks: ReadonlySet<string>): string {
  const { document } = dom();
  const container = document.createElement('div');
  container.innerHTML = clean;
  const texts: Text[] = [];
  const collect = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === child.TEXT_NODE) texts.push(child as Text);
      else collect(child);
    }
  };
  collect(container);
  for (const text of texts) {
    const parts = markedParts(text.data, marks);
    if (!parts.some((part) => part.marked)) continue;
    text.replaceWith(
      ...parts.map((part) => {
        if (!part.marked) return part.text;
        const mark = document.createElement('mark');
        mark.textContent = part.text;
        return mark;
      }),
    );
  }
  return container.innerHTML;
}

/**
 * The one place server HTML reaches the page: sanitised by DOMPurify (no scripts, handlers, frames,
 * forms or styles), so a payload stored in a description, recipe or policy renders as inert text.
 * `insideLink` is for HTML rendered inside a link or button: no nested interactive element, no heading.
 * `marks` are words to mark in its text (a search's matches).
 */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
  insideLink = false,
  marks,
}: {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'span';
  insideLink?: boolean;
  marks?: ReadonlySet<string> | undefined;
}) {
  const clean = useMemo(() => {
    const sanitised = insideLink ? sanitizeInsideLink(html) : dom().purify.sanitize(html, PAGE_CONFIG);
    return marks && marks.size > 0 ? markWords(sanitised, marks) : sanitised;
  }, [html, insideLink, marks]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * The start of an HTML string, sanitised as for inside a link: its first `length` visible characters (a run
 * of white space counts as one, a character made of two code units as one, never split), then '…' when
 * there was more. The copy is built element by element, so every tag the cut leaves open is closed.
 */
export function htmlExcerpt(html: string, length: number): string {
  const { document } = dom();
  const source = document.createElement('div');
  source.innerHTML = sanitizeInsideLink(html);
  const excerpt = document.createElement('div');
  let left = length;
  let cut = false;
  const copy = (from: Node, into: Node) => {
    for (const child of from.childNodes) {
      if (cut) return;
      if (child.nodeType === child.TEXT_NODE) {
        const characters = Array.from((child.textContent ?? '').replace(/\s+/g, ' '));
        cut = characters.length > left;
        into.appendChild(document.createTextNode(cut ? `${characters.slice(0, left).join('').trimEnd()}…` : characters.join('')));
        left -= characters.length;
      } else if (child.nodeType === child.ELEMENT_NODE) {
        const element = into.appendChild(child.cloneNode(false));
        copy(child, element);
      }
    }
  };
  copy(source, excerpt);
  return excerpt.innerHTML;
}

/** The visible text of an HTML string, sanitised first, for titles and descriptions. */
export function htmlToText(html: string): string {
  const { document, purify } = dom();
  const container = document.createElement('div');
  container.innerHTML = purify.sanitize(html);
  return (container.textContent ?? '').replace(/\s+/g, ' ').trim();
}
