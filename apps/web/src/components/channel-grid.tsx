import type { Channel } from '@wiy/shared/channel.schema';
import { Link } from 'react-router';
import { mediaUrl } from '../lib/app-config.ts';
import './channel-grid.css';

/** Channels as a grid of logo cards, each opening `linkTo(channel)` (channel list and recipe home). */
export function ChannelGrid({ channels, linkTo }: { channels: Channel[]; linkTo: (channel: Channel) => string }) {
  return (
    <ul className="channel-grid">
      {channels.map((channel) => {
        const logo = mediaUrl(channel.u_logo);
        return (
          <li key={channel.uni_id}>
            <Link className="channel-card" to={linkTo(channel)} data-testid="channel-card" data-id={channel.uni_id}>
              {logo ? <img className="channel-logo" src={logo} alt="" loading="lazy" /> : <span className="channel-logo" />}
              <span className="channel-name">{channel.u_name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
