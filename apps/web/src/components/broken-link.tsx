import { Link } from 'react-router';

/** What a screen shows when its link's `data` cannot be read: the reason and a way back. */
export function BrokenLink({ message, back, backLabel }: { message: string; back: string; backLabel: string }) {
  return (
    <div className="empty" role="alert">
      <h1 className="visually-hidden">Broken link</h1>
      <p>{message}</p>
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
    </div>
  );
}
