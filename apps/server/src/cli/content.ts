import { CONTENT_USAGE, runContentCommand } from './content-command.ts';
import { runCommand } from './run-command.ts';

await runCommand(runContentCommand, CONTENT_USAGE);
