/**
 * Known filter-evasion strings (after the OWASP XSS Filter Evasion Cheat Sheet and the mutation-XSS
 * bypasses published against sanitisers). Each would set `window.__xss` if it ran, so a page that shows
 * them can prove none did. Shared by the server sanitiser's test and the browser end-to-end specs.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=data:text/javascript,window.__xss=1></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="x" onerror  =  "window.__xss=1">',
  '<IMG SRC="javascript:window.__xss=1">',
  '<IMG """><SCRIPT>window.__xss=1</SCRIPT>">',
  '<<SCRIPT>window.__xss=1;//<</SCRIPT>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '"><img src=x onerror=window.__xss=1>',
  '<svg onload="window.__xss=1">',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<a href="javascript:window.__xss=1">plain javascript link</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">tab-split link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entity link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==">data link</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="data:text/html,<script>parent.__xss=1</script>">',
  '<body onload=window.__xss=1>',
  '<details open ontoggle="window.__xss=1"><summary>details</summary></details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<form><button formaction="javascript:window.__xss=1">form button</button></form>',
  '<video><source onerror="window.__xss=1"></video>',
  '<marquee onstart="window.__xss=1">marquee</marquee>',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<base href="javascript:window.__xss=1//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
];
