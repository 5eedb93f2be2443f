/**
 * Loaded before the server (`--import`) by tests of what a crash leaves in the log: SIGUSR2 throws an exception
 * nothing catches, in the server's own process, with no hook in the server for it.
 */
process.on('SIGUSR2', () => {
  throw new Error('the crash a test asked for');
});
