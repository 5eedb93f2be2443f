import { messages } from '@wiy/shared/account-rules';
import { useT, type MessageId } from './i18n.tsx';

type RuleKey = keyof typeof messages;

/**
 * The catalogue id of each shared rule text, by its English words: the forms' checks and the server's answers
 * carry these words, so a screen knows which message it was handed only by them.
 */
const RULE_IDS = new Map<string, MessageId>(Object.entries(messages).map(([key, text]): [string, MessageId] => [text, `rules.${key as RuleKey}`]));

/**
 * A text that came from the shared rules or the server, in the active language: one of the shared rule texts
 * answers its catalogue message; any other text (a server answer the catalogue does not know) comes as it was.
 */
export function useWireText(): (text: string | undefined) => string | undefined {
  const t = useT();
  return (text) => {
    const id = text === undefined ? undefined : RULE_IDS.get(text);
    return id ? t(id) : text;
  };
}
