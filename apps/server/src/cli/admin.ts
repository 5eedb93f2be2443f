import { ADMIN_USAGE, runAdminCommand } from './admin-command.ts';
import { runCommand } from './run-command.ts';

await runCommand(runAdminCommand, ADMIN_USAGE);
