import { useT, type MessageId } from './i18n.tsx';
import { useWireText } from './wire-text.ts';

/**
 * Words a screen keeps to show later, in its state or in the history's state for the next screen (the login
 * banner): a catalogue message, or the English words of the shared rules or of the server. Never words already
 * translated: the reader may switch the language while they are shown.
 */
export type ScreenMessage = { messageId: MessageId } | { message: string };

/** Puts a kept `ScreenMessage` in the active language when it is shown; words the catalogue does not know stay as they came. */
export function useScreenMessage(): (kept: ScreenMessage | null | undefined) => string | undefined {
  const t = useT();
  const wireText = useWireText();
  return (kept) => {
    if (!kept) return undefined;
    return 'messageId' in kept ? t(kept.messageId) : wireText(kept.message);
  };
}
