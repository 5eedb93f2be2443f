/** What a free-form response schema publishes: an object of any keys, or a page of them. */
type FreeForm = { [key: string]: unknown } | { record?: { [key: string]: unknown }[]; total?: number };

/**
 * The answer of a console route whose response schema is free-form (`anyRecord`: records, people, audit, deletion
 * requests, link lookup, import and export), read as the screen's own type. The generated type of such an answer
 * says nothing, so this is the one place the web client trusts the server's shape instead of its document
 * (decision 084), until those answers get wire schemas in packages/shared.
 */
export function freeFormAnswer<T>(answer: Promise<FreeForm>): Promise<T> {
  return answer as Promise<unknown> as Promise<T>;
}
