import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal on the native `<dialog>`, open while mounted: the browser traps focus in it, makes the page behind
 * inert, and closes it on Escape; a click on the dimmed page around it closes it too. `onClose` is told each
 * way it closes, so the caller unmounts it; focus then returns to what had it before. The children fill the
 * dialog's box (it has no padding of its own), so that a click on the dialog itself fell on its backdrop.
 */
export function ModalDialog({
  className,
  label,
  labelledBy,
  onClose,
  children,
}: {
  className: string;
  onClose: () => void;
  children: ReactNode;
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })) {
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
    // A pointer's shortcut only: the keyboard has Escape and the dialog's buttons. The press must start on the
    // backdrop too: a text selection dragged out of the dialog ends with a click on the dialog itself.
    let pressedOnBackdrop = false;
    const notePress = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === element;
    };
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === element && pressedOnBackdrop) close.current();
    };
    element.addEventListener('pointerdown', notePress);
    element.addEventListener('click', closeOnBackdrop);
    return () => {
      element.removeEventListener('pointerdown', notePress);
      element.removeEventListener('click', closeOnBackdrop);
      element.close();
      if (focused instanceof HTMLElement) focused.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={className}
      aria-label={label}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the caller closes it, by unmounting it.
        event.preventDefault();
        close.current();
      }}
    >
      {children}
    </dialog>
  );
}
