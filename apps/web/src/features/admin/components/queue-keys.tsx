import { Fragment, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';

/** The shortcuts of the pending list, in the order the legend shows them. */
const KEYS = [
  ['j', 'console.queue.key.next'],
  ['k', 'console.queue.key.previous'],
  ['a', 'console.queue.key.approve'],
  ['r', 'console.queue.key.reject'],
  ['x', 'console.queue.key.select'],
  ['e', 'console.queue.key.edit'],
] as const;
export type QueueKey = (typeof KEYS)[number][0];

/** Whether a key pressed there is typing rather than a shortcut: a text field, a list box or editable text. */
function isTyping(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Runs the action of a shortcut pressed in the list; a key with a modifier, or typed into a field, is left to the browser. */
export function handleQueueKey(event: KeyboardEvent<HTMLElement>, actions: Record<QueueKey, () => void>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
  const action = Object.hasOwn(actions, event.key) ? actions[event.key as QueueKey] : undefined;
  if (!action) return;
  event.preventDefault();
  action();
}

/** The legend of the shortcuts, which the list names as its description. */
export function QueueKeys({ id }: { id: string }) {
  const t = useT();
  return (
    <p className="admin-keys" id={id}>
      {t('console.queue.keys')}:{' '}
      {KEYS.map(([key, messageId], n) => (
        <Fragment key={key}>
          {n > 0 && ', '}
          <span className="admin-key">
            <kbd>{key}</kbd> {t(messageId)}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
