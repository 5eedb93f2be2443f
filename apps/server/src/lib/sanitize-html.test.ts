import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../test/xss-payloads.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const RUNNABLE_TAGS = /<\s*(script|iframe|object|embed|form|input|button|base|meta|style|svg|math|body|details|marquee|video|source|noscript)\b/i;
const HANDLER_ATTRIBUTE = /<[^>]*\son[a-z]+\s*=/i;
const UNSAFE_URL = /\s(href|src|action|formaction|data)\s*=\s*"?\s*(javascript|data|vbscript):/i;

describe('sanitizeHtml', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves nothing runnable of %s', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(RUNNABLE_TAGS);
    expect(clean).not.toMatch(HANDLER_ATTRIBUTE);
    expect(clean).not.toMatch(UNSAFE_URL);
    expect(clean).not.toMatch(/\sstyle\s*=/i);
  });

  it('keeps the structure recipes and policies are written with', () => {
    const html =
      '<h2>Terms</h2><p>Read <strong>all</strong> of <em>this</em>, then <a href="https://example.com/x" title="more">more</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><img src="https://example.com/a.png" alt="A" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script and style bodies rather than showing them as text', () => {
    expect(sanitizeHtml('<p>a</p><script>steal()</script><style>p{}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});
