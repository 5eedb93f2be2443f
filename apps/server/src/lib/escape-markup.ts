const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text made safe inside an XML or HTML element or a quoted attribute of either: the five characters XML
 * predefines become their entities (`&apos;` is also an HTML5 named reference).
 */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
