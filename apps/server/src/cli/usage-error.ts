/** A command-line mistake: printed with the usage, exit code 1. */
export class UsageError extends Error {}

/** Whether `error` is the caller's mistake on the command line: ours, or node:util's parseArgs refusing an option. */
export function isUsageMistake(error: unknown): boolean {
  return error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true;
}
