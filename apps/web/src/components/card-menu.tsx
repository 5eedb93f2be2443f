import type { Mute } from '@wiy/shared/mute-rules';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../lib/i18n/i18n.tsx';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import './card-controls.css';

/** The sheet loads when a menu first opens: every card has the button, few readers open one (decision 230). */
const CardMenuSheet = lazy(() => import('./card-menu-sheet.tsx').then((module) => ({ default: module.CardMenuSheet })));

/** A card's menu (decision 093): '⋯' over the card opens a sheet of what the card can be muted by; Settings lists and removes mutes. */
export function CardMenu({ title, mutes }: { title: string; mutes: { mute: Mute; text: string }[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
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
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <CardMenuSheet title={title} mutes={mutes} button={button} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </>
  );
}
