import { createRequire } from 'node:module';
import type SanitizeModule from 'sanitize-html';

/** Loaded at the first HTML stored, not at every start (it brings an HTML parser and PostCSS with it). */
let sanitize: typeof SanitizeModule | undefined;

/**
 * The tags and attributes stored HTML may keep: text structure, links and pictures, nothing that runs.
 * An allow-list, so a tag or attribute nobody thought of (an `on…` handler, `style`, `srcdoc`) is dropped.
 */
const options: SanitizeModule.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Script and style bodies go with their tags rather than surviving as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'iframe', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
};

/**
 * HTML as the server stores it (recipes, policies, anything a console writes): sanitised on the way in,
 * so a stored payload is inert even for a client that forgets to sanitise on the way out.
 */
export function sanitizeHtml(html: string): string {
  sanitize ??= createRequire(import.meta.url)('sanitize-html') as typeof SanitizeModule;
  return sanitize(html, options);
}
