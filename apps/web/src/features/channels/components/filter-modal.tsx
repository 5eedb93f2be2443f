import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import '../../../components/modal-sheet.css';
import type { FilterGroup } from '../api/get-channel-filters.ts';

interface FilterModalProps {
  groups: FilterGroup[];
  selected: string | undefined;
  onApply: (filterId: string | undefined) => void;
  onClose: () => void;
}

/**
 * The channel filter: one choice among the category's filter records, parents as group headings with
 * their children beneath (spec 000 §3). Escape or Close leaves the choice as it was.
 */
export function FilterModal({ groups, selected, onApply, onClose }: FilterModalProps) {
  const t = useT();
  const [choice, setChoice] = useState(selected);

  return (
    <ModalDialog className="modal" labelledBy="filter-title" onClose={onClose}>
      <div className="modal-body">
        <h2 id="filter-title" className="modal-title">
          {t('channels.filter')}
        </h2>
        {groups.length === 0 && <p className="empty">{t('channels.noFilters')}</p>}
        {groups.map((group) => (
          <fieldset key={group.id} className="filter-group">
            <legend>{group.name}</legend>
            {group.children.map((child) => (
              <label key={child.id} className="filter-option">
                <input type="radio" name="channel-filter" value={child.id} checked={choice === child.id} onChange={() => setChoice(child.id)} />
                {child.name}
              </label>
            ))}
          </fieldset>
        ))}
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={() => onApply(undefined)}>
            {t('common.clear')}
          </button>
          <button type="button" className="button-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="button" className="button-primary" onClick={() => onApply(choice)} disabled={!choice}>
            {t('common.apply')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
