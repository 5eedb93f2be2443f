import { SETTINGS } from '../config.ts';
import type { Setting } from './setting-kinds.ts';

const START = '<!-- The settings table: `npm run settings-table` writes it from apps/server/src/config.ts. -->';
const END = '<!-- End of the settings table. -->';

function row({ env, shown, meaning, was }: Setting<unknown>): string {
  const before = was ? ` (was \`${was.env}\`, in ${was.unit}: refused at start)` : '';
  return `| \`${env}\` | ${shown} | ${meaning.replaceAll('|', '\\|')}${before} |`;
}

/** The README's table of settings, one row for each in `SETTINGS`, in its order. */
function settingsTable(): string {
  return ['| variable | default | meaning |', '|---|---|---|', ...Object.values<Setting<unknown>>(SETTINGS).map(row)].join('\n');
}

/** `readme` with the text between the table's markers replaced by the table the schema gives. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`The README has no settings table between "${START}" and "${END}"`);
  return `${readme.slice(0, start + START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
