import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import type { MediaStore } from './media-store.ts';

/** Files copied at once: enough to keep a bucket's round trips busy, few enough to hold in memory. */
const COPIES_AT_ONCE = 8;

export interface CopyReport {
  /** The keys copied, in the order they finished, with their sizes. */
  copied: { key: string; size: number }[];
  /** Files the destination held already, with the same size. */
  skipped: number;
}

/**
 * Copies every file of `from` into `to`, skipping those `to` holds already with the same size: a copy cut short
 * is finished by running it again, and a second run copies nothing. A key names its bytes (decision 209), so one
 * of the same size is the same file.
 */
export async function copyMedia(from: MediaStore, to: MediaStore): Promise<CopyReport> {
  const there = new Map<string, number>();
  for await (const { key, size } of to.list()) there.set(key, size);
  const limit = pLimit(COPIES_AT_ONCE);
  const report: CopyReport = { copied: [], skipped: 0 };
  const copies: Promise<void>[] = [];
  for await (const { key, size } of from.list()) {
    if (there.get(key) === size) {
      report.skipped++;
      continue;
    }
    copies.push(
      limit(async () => {
        const file = await from.get(key);
        if (!file) return;
        await to.put(key, await buffer(file.body));
        report.copied.push({ key, size: file.size });
      }),
    );
  }
  await Promise.all(copies);
  return report;
}
