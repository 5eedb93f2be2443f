import fs from 'node:fs/promises';
import { ClientError } from '../lib/client-error.ts';
import { UsageError } from './usage-error.ts';
import type { CommandServices } from './run-command.ts';

export const CONTENT_USAGE = `Usage:
  npm run content -- export [file.json]   (standard output without a file)
  npm run content -- import file.json`;

/** `npm run content`: the console's import and export, for scripts and for an empty database. */
export async function runContentCommand(argv: string[], { transfer }: CommandServices): Promise<string> {
  const [command, file] = argv;
  if (command === 'export') {
    const json = JSON.stringify(await transfer.exportAll(), null, 2);
    if (!file) return json;
    await fs.writeFile(file, `${json}\n`);
    return `Exported to ${file}.`;
  }
  if (command === 'import') {
    if (!file) throw new UsageError('import needs a file');
    let parsed: unknown;
    try {
      parsed = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      throw new UsageError(`${file} is not a readable JSON file: ${(error as Error).message}`);
    }
    try {
      const summary = await transfer.importAll(parsed, null);
      return `Imported ${
        Object.entries(summary)
          .map(([section, count]) => `${count} ${section}`)
          .join(', ') || 'nothing'
      }.`;
    } catch (error) {
      if (error instanceof ClientError) throw new UsageError(`Nothing was imported: ${error.message}`);
      throw error;
    }
  }
  throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
}
