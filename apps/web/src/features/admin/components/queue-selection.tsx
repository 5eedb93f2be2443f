import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';

interface QueueSelectionProps {
  /** The ids of the rows on the page. */
  ids: string[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect: (ids: string[]) => void;
  onApprove: () => void;
  onReject: () => void;
}

/** Above the pending list: a box that ticks every row on the page or none, and the ticked rows approved or rejected together. */
export function QueueSelection({ ids, selected, busy, onSelect, onApprove, onReject }: QueueSelectionProps) {
  const t = useT();
  const id = useId();
  const allSelected = ids.length > 0 && ids.every((rowId) => selected.has(rowId));
  return (
    <div className="admin-row admin-bulk">
      <div className="admin-check">
        <input id={id} type="checkbox" checked={allSelected} disabled={!ids.length} onChange={() => onSelect(allSelected ? [] : ids)} />
        <label htmlFor={id}>{t('console.queue.selectAll', { count: ids.length })}</label>
      </div>
      <button type="button" disabled={!selected.size || busy} onClick={onApprove}>
        {t('console.content.approveSelected', { count: selected.size })}
      </button>
      <button type="button" className="admin-danger" disabled={!selected.size || busy} onClick={onReject}>
        {t('console.queue.rejectSelected', { count: selected.size })}
      </button>
    </div>
  );
}
