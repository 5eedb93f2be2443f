import { Fragment } from 'react';
import { markedParts } from '../../../lib/marked-words.ts';

/** Plain text with each of the `marks` words inside `<mark>`; React writes every run as text, never as markup. */
export function MarkedText({ text, marks }: { text: string; marks: ReadonlySet<string> }) {
  return (
    <>
      {markedParts(text, marks).map((part, index) => (
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  );
}
