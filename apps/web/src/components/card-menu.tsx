import type { Mute } from '@wiy/shared/mute-rules';
import { useId, useState } from 'react';
import { useT } from '../lib/i18n/i18n.tsx';
import { setMuted } from '../lib/mutes.ts';
import { reportDone } from '../lib/notices.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './card-controls.css';
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
 * A card's menu (decision 093): '⋯' over the card opens a sheet of what the card can be muted by, each muting it
 * at once (the card then leaves the feed, focus moves to a card near it, and a toast says what was muted);
 * Settings lists and removes mutes.
 */
export function CardMenu({ title, mutes }: { title: string; mutes: { mute: Mute; text: string }[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="card-control card-menu-button"
        aria-label={t('cards.moreFor', { title })}
        aria-haspopup="dialog"
        data-replay=""
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 12h.01M12 12h.01M19 12h.01" stroke="currentColor" strokeWidth="3.2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ModalDialog className="modal" labelledBy={headingId} onClose={() => setOpen(false)}>
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
                    setOpen(false);
                    if (!setMuted(mute, true)) return;
                    reportDone({ id: 'cards.muted', values: { label: mute.label } });
                    focusNearCard(button);
                  }}
                >
                  {text}
                </button>
              ))}
              <button type="button" className="pill" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </button>
            </div>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
