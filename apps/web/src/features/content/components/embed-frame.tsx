import { embedMessageHeight, type Embed } from '@wiy/shared/embed';
import { useEffect, useRef, useState } from 'react';
import { EMBED_FRAME_ATTRIBUTES } from '../../../components/embed-frame-attributes.ts';
import { useDataSaver } from '../../../lib/data-saver.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import { EmbedFallback, VENDOR_NAMES, VendorLink } from './embed-fallback.tsx';

type FrameEmbed = Extract<Embed, { kind: 'frame' }>;

/** How far below the viewport a frame starts loading, so it is ready when scrolled to. */
const NEAR_MARGIN = '400px';
/** A frame whose load event has not come by then is treated as failed (a host that never answers). */
export const EMBED_LOAD_TIMEOUT_MS = 15_000;

type Status = 'waiting' | 'loading' | 'loaded' | 'ready' | 'failed';

/**
 * A vendor's post in a plain iframe: the box reserves the post's height, the frame gets its address only
 * near the viewport (after the vendor's delay), and a frame that fails to load, or that should report
 * and stays silent after loading, gives way to the fallback with a link. Saving data, the frame waits for the
 * reader's tap instead (decision 242): a vendor's frame brings its scripts, often a megabyte or more.
 */
export function EmbedFrame({ embed }: { embed: FrameEmbed }) {
  const t = useT();
  const dataSaver = useDataSaver();
  const [tapped, setTapped] = useState(false);
  const [box, near] = useNearViewport<HTMLElement>(NEAR_MARGIN);
  const frame = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<Status>('waiting');
  const [height, setHeight] = useState(embed.height);
  const { delayMs, readyCheckMs } = embed;
  // A frame already loading stays when the data saver comes on (a connection turned 2G): only a new one waits.
  const held = dataSaver && !tapped && status === 'waiting';

  useEffect(() => {
    if (!near || status !== 'waiting' || held) return;
    const timer = setTimeout(() => setStatus('loading'), delayMs);
    return () => clearTimeout(timer);
  }, [near, status, delayMs, held]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('failed'), EMBED_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (status !== 'loaded' || readyCheckMs === undefined) return;
    const timer = setTimeout(() => setStatus('failed'), readyCheckMs);
    return () => clearTimeout(timer);
  }, [status, readyCheckMs]);

  useEffect(() => {
    if (status === 'waiting' || status === 'failed') return;
    const origin = new URL(embed.src).origin;
    const onMessage = (event: MessageEvent) => {
      // Only our own frame speaks for this post; a message from any other window is ignored.
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      setStatus('ready');
      const reported = embedMessageHeight(event.data);
      if (reported) setHeight(reported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [status, embed.src]);

  if (status === 'failed') return <EmbedFallback vendor={embed.vendor} url={embed.url} />;
  // The title says what the frame holds: YouTube's a video, every other vendor's a post.
  const video = embed.vendor === 'Youtube';
  const name = VENDOR_NAMES[embed.vendor];
  const title = t(video ? 'embed.videoTitle' : 'embed.postTitle', { name });

  return (
    <figure className="embed" data-vendor={embed.vendor} data-status={status} ref={box}>
      {held ? (
        <button type="button" className="embed-load" onClick={() => setTapped(true)}>
          {t(video ? 'embed.loadVideo' : 'embed.loadPost', { name })}
        </button>
      ) : (
        <div className="embed-box" style={{ height }}>
          {status !== 'waiting' && (
            <iframe
              ref={frame}
              src={embed.src}
              title={title}
              loading="lazy"
              height={height}
              {...EMBED_FRAME_ATTRIBUTES}
              onLoad={() => setStatus((current) => (current === 'loading' ? 'loaded' : current))}
              onError={() => setStatus('failed')}
            />
          )}
        </div>
      )}
      <figcaption>
        <VendorLink vendor={embed.vendor} url={embed.url} />
      </figcaption>
    </figure>
  );
}
