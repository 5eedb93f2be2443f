import { loadConfig } from '../config.ts';
import { UsageError } from './usage-error.ts';
import { BACKUP_USAGE, runBackupCommand } from './backup-command.ts';

try {
  console.log(await runBackupCommand(process.argv.slice(2), loadConfig()));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`${error.message}\n\n${BACKUP_USAGE}`);
  process.exitCode = 1;
}
