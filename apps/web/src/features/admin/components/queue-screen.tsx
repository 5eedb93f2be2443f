import { CONTENT_PAGE_SIZE, type ContentListItem } from '@wiy/shared/admin.schema';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useChangeContentStatus, type StatusChange } from '../api/change-content-status.ts';
import { useContentList } from '../api/get-content-list.ts';
import { useSources } from '../api/get-sources.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { Pager } from './pager.tsx';
import { handleQueueKey, QueueKeys } from './queue-keys.tsx';
import { QueueRow } from './queue-row.tsx';
import { QueueSelection } from './queue-selection.tsx';
import { ReasonForm } from './reason-form.tsx';

type QueueView = 'pending' | 'rejected';

/** What the reason form rejects: the current item alone, or the items selected. */
interface Rejecting {
  ids: string[];
  title?: string;
}

/**
 * /admin/queue: what the sources brought in and curators added, waiting for a decision, newest first; and the
 * rejected, each with its reason and an undo. In the pending list the keys of `QueueKeys` move and decide.
 */
export function QueueScreen() {
  const [view, setView] = useState<QueueView>('pending');
  const [source, setSource] = useState('');
  const [page, setPage] = useState(1);
  const [currentId, setCurrentId] = useState<string>();
  const [focusId, setFocusId] = useState<string>();
  const { selected, toggle, select, drop } = useSelection();
  const [rejecting, setRejecting] = useState<Rejecting>();
  const [said, setSaid] = useState('');
  const list = useContentList({ status: view, source, page });
  const sources = useSources();
  const change = useChangeContentStatus();
  const navigate = useNavigate();
  const rows = useRef(new Map<string, HTMLLIElement>());
  const headingId = useId();
  const legendId = useId();
  const t = useT();
  const items = list.data?.record ?? [];
  const index = Math.max(
    0,
    items.findIndex((item) => item.uni_id === currentId),
  );
  const current = items[index];
  const pending = view === 'pending';

  // Focus follows the current row once it is on the page: after a move at once, after a decision when the list is back.
  useEffect(() => {
    if (!focusId) return;
    const row = rows.current.get(focusId);
    if (!row) return;
    row.focus();
    setFocusId(undefined);
  }, [focusId, list.data]);

  const reset = (patch: () => void) => {
    patch();
    setPage(1);
    setCurrentId(undefined);
    select([]);
    setRejecting(undefined);
  };
  const moveTo = (item: ContentListItem | undefined) => {
    if (!item) return;
    setCurrentId(item.uni_id);
    setFocusId(item.uni_id);
  };

  /** Decides `ids`; when the current row is among them, the row after it (else before it) becomes current. */
  const decide = (request: StatusChange, done: string) => {
    const leaving = new Set(request.ids);
    const after = items.slice(index + 1).find((item) => !leaving.has(item.uni_id)) ?? items.slice(0, index).findLast((item) => !leaving.has(item.uni_id));
    const currentLeaves = current !== undefined && leaving.has(current.uni_id);
    change.mutate(request, {
      onSuccess: () => {
        setSaid(done);
        setRejecting(undefined);
        drop(leaving);
        if (currentLeaves) moveTo(after);
      },
    });
  };
  const approve = (ids: string[], title?: string) =>
    decide({ ids, action: 'approve' }, title ? t('console.queue.approved', { title }) : t('console.queue.approvedCount', { count: ids.length }));
  const reject = (ids: string[], reason: string, title?: string) =>
    decide({ ids, action: 'reject', reason }, title ? t('console.queue.rejectedOne', { title }) : t('console.queue.rejectedCount', { count: ids.length }));
  const restore = (item: ContentListItem) => decide({ ids: [item.uni_id], action: 'restore' }, t('console.queue.restored', { title: item.u_title }));
  const cancelReject = () => {
    setRejecting(undefined);
    if (current) setFocusId(current.uni_id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!pending || !current) return;
    handleQueueKey(event, {
      j: () => moveTo(items[index + 1]),
      k: () => moveTo(items[index - 1]),
      a: () => approve([current.uni_id], current.u_title),
      r: () => setRejecting({ ids: [current.uni_id], title: current.u_title }),
      x: () => toggle(current.uni_id),
      e: () => navigate(`/admin/content/${current.uni_id}`),
    });
  };

  const reasonForm = (target: Rejecting) => (
    <ReasonForm
      label={target.title ? t('console.queue.reasonFor', { title: target.title }) : t('console.queue.reasonForSelected', { count: target.ids.length })}
      busy={change.isPending}
      onReject={(reason) => reject(target.ids, reason, target.title)}
      onCancel={cancelReject}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('console.queue.title')}</h1>
      <div className="admin-row" role="group" aria-label={t('console.queue.view')}>
        {(['pending', 'rejected'] as const).map((name) => (
          <button key={name} type="button" className="admin-tab" aria-pressed={view === name} onClick={() => reset(() => setView(name))}>
            {t(`console.queue.${name}`)}
          </button>
        ))}
      </div>
      <div className="admin-field">
        <label htmlFor={`${headingId}-source`}>{t('console.queue.source')}</label>
        <select id={`${headingId}-source`} value={source} onChange={(event) => reset(() => setSource(event.target.value))}>
          <option value="">{t('console.queue.anySource')}</option>
          {(sources.data?.record ?? []).map((option) => (
            <option key={option.uni_id} value={option.uni_id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      {pending && <QueueKeys id={legendId} />}
      {pending && (
        <QueueSelection
          ids={items.map((item) => item.uni_id)}
          selected={selected}
          busy={change.isPending}
          onSelect={select}
          onApprove={() => approve([...selected])}
          onReject={() => setRejecting({ ids: [...selected] })}
        />
      )}
      {rejecting && !rejecting.title && reasonForm(rejecting)}
      <p role="status" className="admin-muted">
        {said}
      </p>
      {(list.error ?? change.error) && (
        <p role="alert" className="admin-error">
          {(list.error ?? change.error)?.message}
        </p>
      )}
      {/* The keys act on the rows while the focus is in the list; each one's action has a button too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        className="admin-queue"
        aria-label={pending ? t('console.queue.pendingItems') : t('console.queue.rejectedItems')}
        aria-describedby={pending ? legendId : undefined}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => (
          <QueueRow
            key={item.uni_id}
            item={item}
            pending={pending}
            current={item.uni_id === current?.uni_id}
            selected={selected.has(item.uni_id)}
            busy={change.isPending}
            reasonForm={rejecting?.title && rejecting.ids[0] === item.uni_id ? reasonForm(rejecting) : undefined}
            rowRef={(row) => {
              if (row) rows.current.set(item.uni_id, row);
              else rows.current.delete(item.uni_id);
            }}
            onFocus={() => setCurrentId(item.uni_id)}
            onToggle={() => toggle(item.uni_id)}
            onApprove={() => approve([item.uni_id], item.u_title)}
            onReject={() => setRejecting({ ids: [item.uni_id], title: item.u_title })}
            onRestore={() => restore(item)}
          />
        ))}
      </ul>
      {list.data && !items.length && <p className="empty">{pending ? t('console.queue.empty') : t('console.queue.emptyRejected')}</p>}
      <Pager page={page} total={list.data?.total ?? 0} size={CONTENT_PAGE_SIZE} onPage={(next) => reset(() => setPage(next))} />
    </section>
  );
}
