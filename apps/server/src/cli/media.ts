import { UnavailableError } from '../lib/unavailable-error.ts';
import { isUsageMistake } from './usage-error.ts';
import { MEDIA_USAGE, runMediaCommand } from './media-command.ts';

try {
  console.log(await runMediaCommand(process.argv.slice(2), process.env));
} catch (error) {
  if (error instanceof UnavailableError) {
    // What was copied stays copied: running the command again carries on.
    console.error(`${error.message}: ${(error.cause as Error).message}. Run the command again once it answers.`);
    process.exitCode = 1;
  } else if (isUsageMistake(error)) {
    console.error(`${(error as Error).message}\n\n${MEDIA_USAGE}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
