/**
 * `npm run settings-table`: writes the README's table of settings from the one schema that reads them
 * (apps/server/src/config.ts), between the table's markers. A server test fails while the two differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withSettingsTable } from '../apps/server/src/config/settings-table.ts';

const readme = path.resolve(import.meta.dirname, '../README.md');
fs.writeFileSync(readme, withSettingsTable(fs.readFileSync(readme, 'utf8')));
