import v8 from 'node:v8';
import { flag } from '../lib/flag.ts';
import { LEAN_HEAP_FLAGS } from './lean-heap-flags.ts';

/**
 * V8's heap kept close to what the server holds live (decision 080): left to itself, V8 lets a server's short-lived
 * garbage grow the young generation and the old one to several times the live heap before it collects. A young
 * generation kept at its starting size and an old one collected at 30% over the live heap about halve the peak, for
 * some throughput where a request allocates much (figures in docs/benchmarks.md). Set here, while the process runs:
 * on node's command line `--semi-space-growth-factor=1` leaves the young generation to grow.
 */

// Unless LEAN_HEAP is false. The flags apply from then on, so this module is the server's first import, and reads the
// variable itself: loading the settings' schema first would allocate before the flags. config.ts declares and checks it.
if (flag(process.env.LEAN_HEAP, true)) for (const option of LEAN_HEAP_FLAGS) v8.setFlagsFromString(option);
