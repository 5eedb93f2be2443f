import type { Mute } from '@wiy/shared/mute-rules';
import { useId } from 'react';
import { useT } from '../lib/i18n/i18n.tsx';
import { setMuted } from '../lib/mutes.ts';
import { reportDone } from '../lib/notices.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './modal-sheet.css';

/**
 * Focus goes to the card after the one muted (or before it, at the end) that is still there once the muted cards
 * have left: the menu's button goes with its card, and focus would fall to the page. Cards are found by their
 * link's id, since a virtual list may render its rows anew.
 */
function focusNearCard(button: HTMLElement | null): void {
  const card = button?.closest('[data-anchor-id], li')?.querySelector('a[data-id]');
  const list = button?.closest('[role="feed"], ul');
  if (!card || !list) return;
  const ids = [...list.querySelectorAll('a[data-id]')].map((link) => link.getAttribute('data-id')!);
  const at = ids.indexOf(card.getAttribute('data-id')!);
  const near = [...ids.slice(at + 1), ...ids.slice(0, at).reverse()];
  requestAnimationFrame(() => {
    for (const id of near) {
      const link = document.querySelector<HTMLElement>(`a[data-id="${CSS.escape(id)}"]`);
      if (link) return link.focus();
    }
  });
}

/**
 * The sheet a card's menu opens (decision 093): what the card can be muted by, each muting it at once (the card
 * then leaves the feed, focus moves to a card near it, and a toast says what was muted), and Cancel.
 */
export function CardMenuSheet({
  title,
  mutes,
  button,
  onClose,
}: {
  title: string;
  mutes: { mute: Mute; text: string }[];
  button: HTMLButtonElement | null;
  onClose: () => void;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <ModalDialog className="modal" labelledBy={headingId} onClose={onClose}>
      <div className="modal-body">
        <h2 id={headingId} className="modal-title">
          {title}
        </h2>
        <div className="sheet-actions">
          {mutes.map(({ mute, text }) => (
            <button
              key={`${mute.kind}:${mute.value}`}
              type="button"
              className="pill"
              onClick={() => {
                onClose();
                if (!setMuted(mute, true)) return;
                reportDone({ id: 'cards.muted', values: { label: mute.label } });
                focusNearCard(button);
              }}
            >
              {text}
            </button>
          ))}
          <button type="button" className="pill" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
