import type { ContentListItem } from '@wiy/shared/admin.schema';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link.tsx';
import { vendorLabel } from '../../../components/vendor-icon.tsx';
import { mediaUrl } from '../../../lib/app-config.ts';
import { Message, useT } from '../../../lib/i18n/i18n.tsx';
import { decisionText } from '../console-catalogue.ts';
import { ConsoleTime } from './console-time.tsx';

/** The item's title in a button's name, for a screen reader; the button shows only its verb. */
const hidden = { 0: <span className="visually-hidden" /> };

interface QueueRowProps {
  item: ContentListItem;
  /** The pending list's row (a box to tick, approve and reject), or the rejected list's (undo). */
  pending: boolean;
  current: boolean;
  selected: boolean;
  busy: boolean;
  /** The reason form, in place of the row's buttons while this item alone is being rejected. */
  reasonForm: ReactNode;
  rowRef: (row: HTMLLIElement | null) => void;
  onFocus: () => void;
  onToggle: () => void;
  onApprove: () => void;
  onReject: () => void;
  onRestore: () => void;
}

/** One item of the queue: its image, title, vendor, source, the rule that decided it, and what can be done with it. */
export function QueueRow({ item, pending, current, selected, busy, reasonForm, rowRef, onFocus, onToggle, onApprove, onReject, onRestore }: QueueRowProps) {
  const t = useT();
  return (
    <li
      ref={rowRef}
      className="admin-queue-item"
      // A roving focus: the current row alone is in the tab order, and j and k move the focus with it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={current ? 0 : -1}
      aria-current={current || undefined}
      onFocus={onFocus}
    >
      {pending && (
        <input
          type="checkbox"
          className="admin-queue-select"
          aria-label={t('console.content.select', { title: item.u_title })}
          checked={selected}
          onChange={onToggle}
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
        {reasonForm ?? (
          <div className="admin-row">
            {pending ? (
              <>
                <button type="button" disabled={busy} onClick={onApprove}>
                  <Message id="console.queue.approveItem" values={{ title: item.u_title }} components={hidden} />
                </button>
                <button type="button" className="admin-danger" disabled={busy} onClick={onReject}>
                  <Message id="console.queue.rejectItem" values={{ title: item.u_title }} components={hidden} />
                </button>
              </>
            ) : (
              <button type="button" disabled={busy} onClick={onRestore}>
                <Message id="console.queue.undoItem" values={{ title: item.u_title }} components={hidden} />
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
