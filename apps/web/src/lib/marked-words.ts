/** A run of a text: a word to mark, or the text between such words. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** A word as the reader search counts one: letters with their combining signs (Devanagari's vowel signs), and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * `text` cut into runs, each whole word whose lower-cased NFC form is one of `marks` a run of its own (the search
 * answer's `marks`, written so); the text is kept as it was, so that the runs join back into it.
 */
export function markedParts(text: string, marks: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of marks.size === 0 ? [] : text.matchAll(WORD)) {
    if (!marks.has(match[0].normalize('NFC').toLowerCase())) continue;
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    plainFrom = match.index + match[0].length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), marked: false });
  return parts;
}
