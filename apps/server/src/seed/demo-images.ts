const PALETTE = [
  ['#1d4ed8', '#60a5fa'],
  ['#b91c1c', '#f87171'],
  ['#047857', '#34d399'],
  ['#7c3aed', '#c4b5fd'],
  ['#b45309', '#fbbf24'],
  ['#0f766e', '#5eead4'],
  ['#be185d', '#f9a8d4'],
  ['#374151', '#9ca3af'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A 640x400 picture with a gradient and a caption: demo images are drawn here, never downloaded. */
function demoImageSvg(caption: string, index: number): string {
  const [from, to] = PALETTE[index % PALETTE.length]!;
  const angle = (index * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>
<circle cx="${120 + ((index * 83) % 400)}" cy="${100 + ((index * 37) % 200)}" r="${60 + ((index * 13) % 90)}" fill="#fff" fill-opacity=".15"/>
<text x="320" y="350" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

/** A demo picture as the bytes of its SVG file. */
export function drawDemoImage(caption: string, index: number): Buffer {
  return Buffer.from(demoImageSvg(caption, index));
}
