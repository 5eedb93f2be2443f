import { CONTENT_PAGE_SIZE, type ContentListItem } from '@wiy/shared/admin.schema';
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { vendorLabel } from '../../../components/vendor-icon.tsx';
import { mediaUrl } from '../../../lib/app-config.ts';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { useChangeContentStatus, type StatusChange } from '../api/change-content-status.ts';
import { useContentList } from '../api/get-content-list.ts';
import { useSources } from '../api/get-sources.ts';
import { decisionText } from '../console-catalogue.ts';
import { ConsoleTime } from './console-time.tsx';
import { Pager } from './pager.tsx';
import { ReasonForm } from './reason-form.tsx';

type QueueView = 'pending' | 'rejected';

/** The shortcuts of the pending list, in the order the legend shows them. */
const KEYS = [
  ['j', 'console.queue.key.next'],
  ['k', 'console.queue.key.previous'],
  ['a', 'console.queue.key.approve'],
  ['r', 'console.queue.key.reject'],
  ['x', 'console.queue.key.select'],
  ['e', 'console.queue.key.edit'],
] as const;

/** What the reason form rejects: the current item alone, or the items selected. */
interface Rejecting {
  ids: string[];
  title?: string;
}

/** Whether a key pressed there is typing rather than a shortcut: a text field, a list box or editable text. */
function isTyping(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/**
 * /admin/queue: what the sources brought in and curators added, waiting for a decision, newest first; and the
 * rejected, each with its reason and an undo. In the pending list the keys of `KEYS` move and decide.
 */
export function QueueScreen() {
  const [view, setView] = useState<QueueView>('pending');
  const [source, setSource] = useState('');
  const [page, setPage] = useState(1);
  const [currentId, setCurrentId] = useState<string>();
  const [focusId, setFocusId] = useState<string>();
  const [selected, setSelected] = useState<Set<string>>(new Set());
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
    setSelected(new Set());
    setRejecting(undefined);
  };
  const moveTo = (item: ContentListItem | undefined) => {
    if (!item) return;
    setCurrentId(item.uni_id);
    setFocusId(item.uni_id);
  };
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Decides `ids`; when the current row is among them, the row after it (else before it) becomes current. */
  const decide = (request: StatusChange, done: string) => {
    const leaving = new Set(request.ids);
    const after = items.slice(index + 1).find((item) => !leaving.has(item.uni_id)) ?? items.slice(0, index).findLast((item) => !leaving.has(item.uni_id));
    const currentLeaves = current !== undefined && leaving.has(current.uni_id);
    change.mutate(request, {
      onSuccess: () => {
        setSaid(done);
        setRejecting(undefined);
        setSelected((now) => new Set([...now].filter((id) => !leaving.has(id))));
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
    if (!pending || !current || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const act: Record<string, () => void> = {
      j: () => moveTo(items[index + 1]),
      k: () => moveTo(items[index - 1]),
      a: () => approve([current.uni_id], current.u_title),
      r: () => setRejecting({ ids: [current.uni_id], title: current.u_title }),
      x: () => toggle(current.uni_id),
      e: () => navigate(`/admin/content/${current.uni_id}`),
    };
    const action = act[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.uni_id));
  const hidden = { 0: <span className="visually-hidden" /> };
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
      {pending && (
        <p className="admin-keys" id={legendId}>
          {t('console.queue.keys')}:{' '}
          {KEYS.map(([key, id], n) => (
            <Fragment key={key}>
              {n > 0 && ', '}
              <span className="admin-key">
                <kbd>{key}</kbd> {t(id)}
              </span>
            </Fragment>
          ))}
        </p>
      )}
      {pending && (
        <div className="admin-row admin-bulk">
          <div className="admin-check">
            <input
              id={`${headingId}-all`}
              type="checkbox"
              checked={allSelected}
              disabled={!items.length}
              onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.uni_id)))}
            />
            <label htmlFor={`${headingId}-all`}>{t('console.queue.selectAll', { count: items.length })}</label>
          </div>
          <button type="button" disabled={!selected.size || change.isPending} onClick={() => approve([...selected])}>
            {t('console.content.approveSelected', { count: selected.size })}
          </button>
          <button type="button" className="admin-danger" disabled={!selected.size || change.isPending} onClick={() => setRejecting({ ids: [...selected] })}>
            {t('console.queue.rejectSelected', { count: selected.size })}
          </button>
        </div>
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
        {items.map((item) => {
          const isCurrent = item.uni_id === current?.uni_id;
          return (
            <li
              key={item.uni_id}
              ref={(row) => {
                if (row) rows.current.set(item.uni_id, row);
                else rows.current.delete(item.uni_id);
              }}
              className="admin-queue-item"
              // A roving focus: the current row alone is in the tab order, and j and k move the focus with it.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={isCurrent ? 0 : -1}
              aria-current={isCurrent || undefined}
              onFocus={() => setCurrentId(item.uni_id)}
            >
              {pending && (
                <input
                  type="checkbox"
                  className="admin-queue-select"
                  aria-label={t('console.content.select', { title: item.u_title })}
                  checked={selected.has(item.uni_id)}
                  onChange={() => toggle(item.uni_id)}
                />
              )}
              {item.u_image ? <img className="admin-queue-thumb" src={mediaUrl(item.u_image)} alt="" loading="lazy" /> : <span className="admin-queue-thumb" />}
              <div className="admin-queue-body">
                <h2 className="admin-queue-title">
                  <Link to={`/admin/content/${item.uni_id}`}>{item.u_title}</Link>
                </h2>
                <p className="admin-muted">
                  {vendorLabel(item.u_social_vendor.name, t)}
                  {item.source && <> · {t('console.queue.from', { name: item.source.name })}</>} · <ConsoleTime iso={item.created} />
                </p>
                {item.decision && <p className="admin-decision">{decisionText(item.decision, t)}</p>}
                {item.rejected_reason && <p>{t('console.queue.rejectedBecause', { reason: item.rejected_reason })}</p>}
                {rejecting?.title && rejecting.ids[0] === item.uni_id ? (
                  reasonForm(rejecting)
                ) : (
                  <div className="admin-row">
                    {pending ? (
                      <>
                        <button type="button" disabled={change.isPending} onClick={() => approve([item.uni_id], item.u_title)}>
                          <Message id="console.queue.approveItem" values={{ title: item.u_title }} components={hidden} />
                        </button>
                        <button
                          type="button"
                          className="admin-danger"
                          disabled={change.isPending}
                          onClick={() => setRejecting({ ids: [item.uni_id], title: item.u_title })}
                        >
                          <Message id="console.queue.rejectItem" values={{ title: item.u_title }} components={hidden} />
                        </button>
                      </>
                    ) : (
                      <button type="button" disabled={change.isPending} onClick={() => restore(item)}>
                        <Message id="console.queue.undoItem" values={{ title: item.u_title }} components={hidden} />
                      </button>
                    )}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {list.data && !items.length && <p className="empty">{pending ? t('console.queue.empty') : t('console.queue.emptyRejected')}</p>}
      <Pager page={page} total={list.data?.total ?? 0} size={CONTENT_PAGE_SIZE} onPage={(next) => reset(() => setPage(next))} />
    </section>
  );
}
