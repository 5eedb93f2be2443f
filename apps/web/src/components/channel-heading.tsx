import { mediaUrl } from '../lib/app-config.ts';
import { BackButton } from './back-button.tsx';

/** A channel screen's heading: back arrow, the channel's logo and its name. */
export function ChannelHeading({ name, logo, back }: { name: string; logo: string | undefined; back: string }) {
  const src = mediaUrl(logo);
  return (
    <div className="screen-heading">
      <BackButton fallback={back} />
      {src && <img className="channel-logo small" src={src} alt="" width={48} height={48} />}
      <h1>{name}</h1>
    </div>
  );
}
