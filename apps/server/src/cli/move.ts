import { loadConfig } from '../config.ts';
import { isUsageMistake } from './usage-error.ts';
import { MOVE_USAGE, runMoveCommand } from './move-command.ts';

try {
  const { ok, text } = await runMoveCommand(process.argv.slice(2), loadConfig());
  if (ok) console.log(text);
  else {
    console.error(text);
    process.exitCode = 1;
  }
} catch (error) {
  if (!isUsageMistake(error)) throw error;
  console.error(`${(error as Error).message}\n\n${MOVE_USAGE}`);
  process.exitCode = 1;
}
