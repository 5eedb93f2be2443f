import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogOutput } from './log-output.ts';

// Left open: each output writes what it still holds at the process's exit.
const devNull = fs.openSync('/dev/null', 'w');
const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A log line of `chars` characters with its number. */
const line = (n: number, chars = 300) => `{"n":${n},"pad":"${'x'.repeat(chars - 20)}"}\n`;
const numbers = (text: string) => [...text.matchAll(/"n":(\d+)/g)].map((match) => Number(match[1]));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** The writes an output starts, each held until the test ends it as the output would (`done`). */
interface Write {
  text: string;
  done: (error: NodeJS.ErrnoException | null, written: number) => void;
}

/** An output whose writes the test sees and ends. */
function watchedOutput(options?: { shared: boolean }) {
  const writes: Write[] = [];
  vi.spyOn(fs, 'write').mockImplementation(((_fd: number, buffer: Buffer, offset: number, length: number, _at: null, done: Write['done']) => {
    writes.push({ text: buffer.subarray(offset, offset + length).toString(), done });
  }) as unknown as typeof fs.write);
  return { output: new LogOutput(devNull, options), writes };
}
const finish = (write: Write) => write.done(null, Buffer.byteLength(write.text));

describe("the log's output", () => {
  it('gathers lines into one write, and takes every line that came while it was under way into the next', () => {
    const { output, writes } = watchedOutput();
    for (const n of range(0, 6)) output.write(line(n));
    expect(writes).toHaveLength(0);
    for (const n of range(6, 10)) output.write(line(n));
    expect(writes.map((write) => numbers(write.text))).toEqual([range(0, 7)]);
    // A busy server's turn of its event loop: thousands of lines while the write is under way.
    for (const n of range(10, 3000)) output.write(line(n));
    expect(writes).toHaveLength(1);
    finish(writes[0]!);
    expect(writes.map((write) => numbers(write.text).length)).toEqual([7, 2993]);
    expect(numbers(writes[1]!.text)).toEqual(range(7, 3000));
  });

  it('writes whole lines up to 4096 bytes at a time when processes share its output', () => {
    const { output, writes } = watchedOutput({ shared: true });
    for (const n of range(0, 40)) output.write(line(n, 1000));
    for (let i = 0; i < writes.length; i++) finish(writes[i]!);
    expect(writes.map((write) => numbers(write.text).length)).toEqual([3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1]);
    expect(writes.every((write) => write.text.endsWith('\n') && Buffer.byteLength(write.text) <= 4096)).toBe(true);
  });

  it('writes the rest of a partial write, and a write again after a full output (EAGAIN)', () => {
    vi.useFakeTimers();
    const { output, writes } = watchedOutput();
    for (const n of range(0, 10)) output.write(line(n));
    const first = writes[0]!;
    first.done(null, 1000);
    expect(writes[1]!.text).toBe(first.text.slice(1000));
    writes[1]!.done(Object.assign(new Error('full'), { code: 'EAGAIN' }), 0);
    expect(writes).toHaveLength(2);
    vi.advanceTimersByTime(100);
    expect(writes[2]!.text).toBe(writes[1]!.text);
  });

  it('holds at most 16 MB while its reader is behind, and says how many lines it dropped', () => {
    const { output, writes } = watchedOutput();
    for (const n of range(0, 7)) output.write(line(n));
    for (const n of range(7, 20_000)) output.write(line(n, 1000));
    finish(writes[0]!);
    const next = writes[1]!.text;
    const told = JSON.parse(next.slice(0, next.indexOf('\n'))) as { level: number; msg: string };
    expect(told).toMatchObject({ level: 40, msg: expect.stringMatching(/^\d+ log lines dropped/) });
    const dropped = Number(told.msg.split(' ')[0]);
    expect(dropped).toBeGreaterThan(3000);
    for (let i = 1; i < writes.length; i++) finish(writes[i]!);
    expect(writes.slice(1).flatMap((write) => numbers(write.text))).toEqual(range(7, 20_000 - dropped));
  });

  it('calls back on a flush once every line so far is written; flushSync writes what waits, but never over a write under way', () => {
    const { output, writes } = watchedOutput();
    const written = vi.spyOn(fs, 'writeSync');
    const flushed = vi.fn();
    output.write(line(0));
    output.flush(flushed);
    expect(writes).toHaveLength(1);
    output.write(line(1));
    output.flushSync();
    expect(written).not.toHaveBeenCalled();
    finish(writes[0]!);
    expect(flushed).not.toHaveBeenCalled();
    finish(writes[1]!);
    expect(flushed).toHaveBeenCalledOnce();
    output.write(line(2));
    output.flushSync();
    expect(written).toHaveBeenCalledOnce();
    expect(numbers(String(written.mock.calls[0]![1]))).toEqual([2]);
  });

  it('never interleaves its lines with those of another process writing to the same pipe', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-log-writes-'));
    folders.push(folder);
    const fifo = path.join(folder, 'fifo');
    execFileSync('mkfifo', [fifo]);
    // Two workers' outputs on one pipe, which fills while nobody reads (opened to read and write, so nobody need be).
    const outputs = [0, 1].map(() => new LogOutput(fs.openSync(fifo, 'r+'), { shared: true }));
    for (const n of range(0, 4000)) outputs[n % 2]!.write(line(n, 1000));
    await nextTurn();
    const reader = spawn('cat', [fifo]);
    let read = '';
    reader.stdout.setEncoding('utf8').on('data', (chunk: string) => (read += chunk));
    try {
      await expect.poll(() => read.split('\n').length, { timeout: 20_000 }).toBe(4001);
      expect(read.split('\n').filter((text) => text !== '' && !/^\{"n":\d+,"pad":"x+"\}$/.test(text))).toEqual([]);
      expect(numbers(read).sort((a, b) => a - b)).toEqual(range(0, 4000));
    } finally {
      reader.kill();
    }
  });
});
