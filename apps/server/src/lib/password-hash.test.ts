import { expect, it } from 'vitest';
import { PasswordHasher } from './password-hash.ts';
import { RateLimitedError } from './rate-limited-error.ts';

it('hashes at most `concurrency` at once and refuses at once past the queue', async () => {
  const hasher = new PasswordHasher(1, 2);
  const running = [hasher.hash('one'), hasher.hash('two'), hasher.hash('three')];
  expect(() => hasher.hash('four')).toThrow(RateLimitedError);
  expect(() => hasher.hash('four')).toThrow('The server is busy. Please try again in 1 second');
  await expect(hasher.imitateVerify()).rejects.toThrow(RateLimitedError);
  const hashes = await Promise.all(running);
  expect(await hasher.verify(hashes[0]!, 'one')).toBe(true);
  expect(await hasher.verify(hashes[0]!, 'two')).toBe(false);
  await expect(hasher.hash('five')).resolves.toMatch(/^\$argon2id\$/);
});

it('imitates a check by waiting about as long as checks took, spending almost no CPU', async () => {
  const hasher = new PasswordHasher(1, 4);
  const stored = await hasher.hash('secret');
  let checked = 0;
  for (let n = 0; n < 3; n++) {
    const started = performance.now();
    await hasher.verify(stored, 'wrong');
    checked += performance.now() - started;
  }
  const typical = checked / 3;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await hasher.imitateVerify();
  const waited = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  expect(waited).toBeGreaterThan(typical * 0.5);
  expect(waited).toBeLessThan(typical * 2 + 20);
  expect((spent.user + spent.system) / 1000).toBeLessThan(typical / 2);
});
