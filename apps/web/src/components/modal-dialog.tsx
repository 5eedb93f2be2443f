import { useEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

/**
 * A modal on the native `<dialog>`, open while mounted: the browser traps focus in it, makes the page behind
 * inert, and closes it on Escape; a click on the dimmed page around it closes it too. `onClose` is told each
 * way it closes, so the caller unmounts it; focus then returns to what had it before.
 */
export function ModalDialog({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current!;
    // Focus goes back where it was when the dialog closes, though it closes by being taken out of the page.
    const focused = document.activeElement;
    element.showModal();
    // The dialog's own box is filled by its content, so a click whose target is the dialog itself fell on
    // its backdrop. A pointer's shortcut only: the keyboard has Escape and the dialog's buttons.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === element) close.current();
    };
    element.addEventListener('click', closeOnBackdrop);
    return () => {
      element.removeEventListener('click', closeOnBackdrop);
      element.close();
      if (focused instanceof HTMLElement) focused.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the caller closes it, by unmounting it.
        event.preventDefault();
        close.current();
      }}
    >
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
