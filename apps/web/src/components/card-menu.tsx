import type { Mute } from '@wiy/shared/mutes.schema';
import { useId, useState } from 'react';
import { setMuted } from '../lib/mutes.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './card-controls.css';
import './modal-sheet.css';

/**
 * A card's menu (decision 093): '⋯' over the card opens a sheet of what the card can be muted by, each muting it
 * at once (the card then leaves the feed); Settings lists and removes mutes.
 */
export function CardMenu({ title, mutes }: { title: string; mutes: { mute: Mute; text: string }[] }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <>
      <button type="button" className="card-control card-menu-button" aria-label={`More for ${title}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
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
                    void setMuted(mute, true);
                  }}
                >
                  {text}
                </button>
              ))}
              <button type="button" className="pill" onClick={() => setOpen(false)}>
                Cancel
              </button>
            </div>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
