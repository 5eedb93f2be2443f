import { useDeletionRequests } from '../api/get-deletion-requests.ts';

/** Account deletion requests: who, why, and when the account goes. */
export function DeletionRequestsScreen() {
  const requests = useDeletionRequests();
  const record = requests.data?.record ?? [];
  return (
    <section aria-labelledby="admin-deletions-heading">
      <h1 id="admin-deletions-heading">Account deletion requests</h1>
      {requests.error && (
        <p role="alert" className="admin-error">
          {requests.error.message}
        </p>
      )}
      <ul className="admin-cards">
        {record.map((request) => (
          <li key={request.id} className="admin-card">
            <p>
              <strong>{request.user_name}</strong> · {request.reason.replace(/_/g, ' ')}
            </p>
            <p>{request.description}</p>
            <p className="admin-muted">
              Asked <time dateTime={request.requested}>{request.requested.slice(0, 10)}</time>; removed on{' '}
              <time dateTime={request.remove_after}>{request.remove_after.slice(0, 10)}</time>
              {request.completed ? ' (done)' : ''}
            </p>
          </li>
        ))}
      </ul>
      {requests.data && !record.length && <p className="empty">No requests.</p>}
    </section>
  );
}
