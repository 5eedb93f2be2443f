import type { Channel } from '@wiy/shared/channel.schema';
import { Link } from './link.tsx';
import { CardImage } from './card-image.tsx';
import './channel-grid.css';

/** Channels as a grid of logo cards, each opening `linkTo(channel)` (channel list and recipe home). */
export function ChannelGrid({ channels, linkTo }: { channels: Channel[]; linkTo: (channel: Channel) => string }) {
  return (
    <ul className="channel-grid">
      {channels.map((channel) => (
        <li key={channel.uni_id}>
          <Link className="channel-card" to={linkTo(channel)} data-testid="channel-card" data-id={channel.uni_id}>
            <CardImage image={channel.u_logo} shape="logo" />
            <span className="channel-name">{channel.u_name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
