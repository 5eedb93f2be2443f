import { useT, type MessageId } from './i18n.tsx';

/**
 * The catalogue id of each of `texts`' English words: shared rules and the server hand a screen these words, so it
 * knows which message it was handed only by them.
 */
export function idsByWords<K extends string>(texts: Readonly<Record<K, string>>, idOf: (key: K) => MessageId): ReadonlyMap<string, MessageId> {
  return new Map(Object.entries<string>(texts).map(([key, text]): [string, MessageId] => [text, idOf(key as K)]));
}

/**
 * Words that came from shared rules or the server, in the active language: words `ids` knows answer their catalogue
 * message; any others (a server answer the catalogue does not know) come as they were.
 */
export function useKnownWords(ids: ReadonlyMap<string, MessageId>): (text: string | undefined) => string | undefined {
  const t = useT();
  return (text) => {
    const id = text === undefined ? undefined : ids.get(text);
    return id ? t(id) : text;
  };
}
