import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { UsageError } from './usage-error.ts';

const run = promisify(execFile);

/** `url` as it may be shown: the password replaced, so no report or error ever prints it. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Runs `pg_dump` or `pg_restore`, against `databaseUrl` when one is given. The password goes in PGPASSWORD, not on
 * the command line, where any user of the machine could read it in the process list; the rest of the URL (host,
 * user, database, sslmode) is libpq's own `--dbname` syntax. Answers what the tool wrote on its standard output.
 */
export async function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl?: string): Promise<string> {
  const env = { ...process.env };
  const connection: string[] = [];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    connection.push(`--dbname=${url.toString()}`);
  }
  try {
    const { stdout } = await run(tool, [...args, ...connection], { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    if (code === 'ENOENT')
      throw new UsageError(
        `${tool} is not installed: install the Debian package postgresql-client (apt-get install postgresql-client), of the server's major version or newer`,
      );
    throw new Error(`${tool} failed${databaseUrl ? ` on ${shownUrl(databaseUrl)}` : ''}: ${(stderr ?? '').trim() || String(error)}`, { cause: error });
  }
}
