import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useDeletionRequests } from '../api/get-deletion-requests.ts';

/** Account deletion requests: who, why, and when the account goes. */
export function DeletionRequestsScreen() {
  const requests = useDeletionRequests();
  const t = useT();
  const record = requests.data?.record ?? [];
  return (
    <section aria-labelledby="admin-deletions-heading">
      <h1 id="admin-deletions-heading">{t('console.deletions.title')}</h1>
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
              <Message
                id={request.completed ? 'console.deletions.datesDone' : 'console.deletions.dates'}
                values={{ requested: request.requested.slice(0, 10), removeAfter: request.remove_after.slice(0, 10) }}
                components={{ 0: <time dateTime={request.requested} />, 1: <time dateTime={request.remove_after} /> }}
              />
            </p>
          </li>
        ))}
      </ul>
      {requests.data && !record.length && <p className="empty">{t('console.deletions.empty')}</p>}
    </section>
  );
}
