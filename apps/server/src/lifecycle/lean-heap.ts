import v8 from 'node:v8';
import { flag } from '../lib/flag.ts';
import { LEAN_HEAP_FLAGS } from './lean-heap-flags.ts';

/**
 * V8's heap kept close to what the server holds live (decision 080). Under load a server makes short-lived
 * garbage fast, and V8 left to itself grows the young generation to 32 MB and lets the old one reach up to
 * four times the live heap before it collects: a server holding 25 MB live peaked past 200 MB. A young
 * generation that stays at its starting size and an old one allowed 30% over the live heap keep the peak
 * near half that. The price is throughput where a request allocates much: about a tenth fewer requests a
 * second on an uncached SQLite feed, a quarter on an uncached PostgreSQL one, a few per cent on kept answers
 * (docs/benchmarks.md). Set here, while the process runs: on node's command line `--semi-space-growth-factor=1`
 * leaves the young generation to grow as before.
 */

// Unless LEAN_HEAP is false. The flags apply from then on, so this module is the server's first import, and reads the
// variable itself: loading the settings' schema first would allocate before the flags. config.ts declares and checks it.
if (flag(process.env.LEAN_HEAP, true)) for (const option of LEAN_HEAP_FLAGS) v8.setFlagsFromString(option);
