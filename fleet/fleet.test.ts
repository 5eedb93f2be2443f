import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@wiy/shared/image-variants';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeReaders, reader, readerAddress, startFleet, type Fleet } from './fleet.ts';
import { steadyLoad } from './load.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const ADMIN = { mobile: '9876500001', password: 'Tiger$Lamp-Rain7' };
const json = { 'content-type': 'application/json' };
/** How long the loads run around a kill: longer in `npm run fleet` than in `npm test`. */
const LOAD_MS = process.env.FLEET_FULL === 'true' ? 5_000 : 1_000;
/** Sign-ups one address may make in a minute (the server's SIGN_UPS_PER_ADDRESS, at the default factor of 1). */
const SIGN_UPS_PER_MINUTE = 10;

/** The spec's sign-up form (spec 001 §2). */
function signUpForm(mobile: string) {
  const values = { first_name: 'Asha', last_name: 'Rao', contact_number: mobile, email_id: '', password: ADMIN.password, type: 'noClient', application: 'wiy' };
  return { formRecord: Object.entries(values).map(([name, value]) => ({ name, value })) };
}

let fleet: Fleet;
let token: string;
const client = reader(readerAddress(1));
/** Reads from many readers, as a site has: each address's own public-read limit is then never near. */
const manyReaders = (i: number) => reader(readerAddress(30 + (i % 60)))(`${fleet.url}/api/get_feed/${(i % 3) + 1}`);

/** The curator's calls, through the balancer. */
const asCurator = (url: string, init: { method?: string; body?: string | Buffer; headers?: Record<string, string> } = {}) =>
  client(url, { ...init, headers: { authorization: `Bearer ${token}`, ...json, ...init.headers } });

/**
 * Writes through the balancer: the curator saves and unsaves the first page's items in turn, from ten addresses (each
 * its own per-address budget). `expectKept` checks that what the database holds is each item's last acknowledged change.
 */
async function saveToggles() {
  const page = (await (await client(`${fleet.url}/api/get_feed/1`)).json()) as { record: { uni_id: string }[] };
  const ids = page.record.map((r) => r.uni_id);
  const last = new Map<string, 'PUT' | 'DELETE'>();
  return {
    async send(i: number) {
      const id = ids[i % ids.length]!;
      const method = Math.floor(i / ids.length) % 2 === 0 ? 'PUT' : 'DELETE';
      const answer = await reader(readerAddress(100 + (i % 10)))(`${fleet.url}/api/saved/${id}`, { method, headers: { authorization: `Bearer ${token}` } });
      if (answer.ok) last.set(id, method);
      return answer;
    },
    async expectKept() {
      expect(last.size).toBeGreaterThan(10);
      const saved = new Set((await fleet.query<{ uni_id: string }>('SELECT uni_id FROM saved_item')).map((r) => r.uni_id));
      for (const [id, method] of last) expect(saved.has(id), `${method} ${id}`).toBe(method === 'PUT');
    },
  };
}

beforeAll(async () => {
  fleet = await startFleet({ adminDatabaseUrl: process.env.TEST_DATABASE_URL! });
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'create', '--mobile', ADMIN.mobile, '--password', ADMIN.password],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: fleet.databaseUrl, DATA_DIR: fleet.machines[0]!.dataDir }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(created.stderr);
  const login = await client(`${fleet.url}/authenticate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: ADMIN.mobile, password: ADMIN.password, application: 'wiy' }),
  });
  ({ token } = (await login.json()) as { token: string });
}, 180_000);

afterAll(async () => {
  await closeReaders();
  await fleet?.stop();
});

describe('three app machines behind HAProxy on one PostgreSQL and one object store', () => {
  it('came up together on an empty database with the demo content seeded once', async () => {
    const categories = await fleet.query<{ u_name: string; copies: string }>('SELECT u_name, count(*) AS copies FROM category GROUP BY u_name');
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.filter((c) => Number(c.copies) !== 1)).toEqual([]);
    for (const machine of fleet.machines) expect(machine.running).toBe(true);
  });

  it('serves an image uploaded through machine 1 byte for byte, with its variants, from machines 2 and 3', async () => {
    const [first, second, third] = fleet.machines;
    const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const upload = await fetch(`${first!.url}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', application: 'wiy' },
      body: image,
    });
    expect(upload.status).toBe(201);
    const { u_image } = (await upload.json()) as { u_image: string };
    const paths = [u_image, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(u_image, width))].map((media) => `/media/${media}`);
    for (const media of paths) {
      const original = Buffer.from(await (await fetch(`${first!.url}${media}`)).arrayBuffer());
      for (const other of [second!, third!]) {
        const answer = await fetch(`${other.url}${media}`);
        expect(answer.status, `${media} from machine ${other.n}`).toBe(200);
        expect(Buffer.from(await answer.arrayBuffer()).equals(original)).toBe(true);
      }
    }
  });

  it("puts a curator's edit on one machine in the public answers of all three within a second", async () => {
    const page = (await (await client(`${fleet.url}/api/get_feed/1`)).json()) as { record: { uni_id: string; u_title: string }[] };
    const item = page.record[0]!;
    const current = (await (await asCurator(`${fleet.url}/api/admin/content/${item.uni_id}`)).json()) as Record<string, unknown>;
    const title = `Edited on machine 1 at ${Date.now()}`;
    const edited = await fetch(`${fleet.machines[0]!.url}/api/admin/content/${item.uni_id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, ...json, application: 'wiy' },
      body: JSON.stringify({ ...current, u_title: title }),
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    await Promise.all(
      fleet.machines.map(async (machine) => {
        while (Date.now() - editedAt < 1_000) {
          const answer = (await (await fetch(`${machine.url}/api/get_feed/1`, { headers: { application: 'wiy' } })).json()) as typeof page;
          if (answer.record.some((r) => r.u_title === title)) return;
          await sleep(25);
        }
        throw new Error(`machine ${machine.n} did not show the edit within 1 s`);
      }),
    );
  });

  it('counts a reader behind the balancer by its own address whichever machine answers, whatever X-Forwarded-For it writes', async () => {
    const first = reader(readerAddress(2));
    const second = reader(readerAddress(3));
    let mobile = 9000000000;
    const signUp = (send: typeof first, headers: Record<string, string> = {}) =>
      send(`${fleet.url}/lom/create/externalrecord/user`, {
        method: 'POST',
        headers: { ...json, ...headers },
        body: JSON.stringify(signUpForm(String(mobile++))),
      });
    const statuses: number[] = [];
    const machines = new Set<string>();
    for (let i = 0; i < SIGN_UPS_PER_MINUTE + 3; i++) {
      const answer = await signUp(first);
      statuses.push(answer.status);
      machines.add(answer.headers.get('x-served-by') ?? '');
    }
    expect(machines.size).toBe(3);
    expect(statuses).toEqual([...Array<number>(SIGN_UPS_PER_MINUTE).fill(200), 429, 429, 429]);
    expect((await signUp(first, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    const other = await signUp(second);
    expect(other.status, await other.text()).toBe(200);
  });

  it('loses no request, read or write, while each machine in turn is stopped and started again', async () => {
    let done!: () => void;
    const stop = new Promise<void>((resolve) => (done = resolve));
    const saves = await saveToggles();
    const redoneBefore = await fleet.redone();
    const reads = steadyLoad(manyReaders, { workers: 3, stop });
    const writes = steadyLoad(saves.send, { workers: 1, stop });
    for (const machine of fleet.machines) {
      expect(await machine.stop()).toBe(0);
      await machine.start();
      await fleet.settled();
    }
    done();
    const [readResult, writeResult] = await Promise.all([reads, writes]);
    expect(readResult.failed).toEqual([]);
    expect(writeResult.failed).toEqual([]);
    expect(readResult.ok).toBeGreaterThan(100);
    await saves.expectKept();
    // Each machine was out of the balancer's rotation before it stopped taking requests: nothing had to be sent again.
    expect((await fleet.redone()) - redoneBefore).toBe(0);
  });

  it('goes on reading through the others when a machine is killed, and keeps every write it acknowledged', async () => {
    let done!: () => void;
    const stop = new Promise<void>((resolve) => (done = resolve));
    const saves = await saveToggles();
    const reads = steadyLoad(manyReaders, { workers: 3, stop });
    // A write in flight on the killed machine may fail; every one answered 2xx must be kept.
    const writes = steadyLoad(saves.send, { workers: 1, stop, accept: () => true });
    await sleep(LOAD_MS);
    await fleet.machines[1]!.kill();
    await sleep(2 * LOAD_MS);
    done();
    const [readResult] = await Promise.all([reads, writes]);
    expect(readResult.failed).toEqual([]);
    await saves.expectKept();
    await fleet.machines[1]!.start();
    await fleet.settled();
  });

  it('runs each timed job once per due time across the three machines', async () => {
    // Three items scheduled a second apart: every machine's publishing job looks each second, one publishes each.
    const page = (await (await client(`${fleet.url}/api/get_feed/2`)).json()) as { record: { uni_id: string }[] };
    const ids = page.record.slice(0, 3).map((r) => r.uni_id);
    const start = Date.now();
    for (const [i, id] of ids.entries()) {
      expect((await asCurator(`${fleet.url}/api/admin/content/${id}/unpublish`, { method: 'POST', body: '{}' })).status).toBe(200);
      const publishAt = new Date(start + 2_000 + i * 1_000).toISOString();
      const scheduled = await asCurator(`${fleet.url}/api/admin/content/${id}/approve`, { method: 'POST', body: JSON.stringify({ publish_at: publishAt }) });
      expect(scheduled.status).toBe(200);
    }
    const publishes = () =>
      fleet.query<{ entity_id: string; runs: string }>(
        "SELECT entity_id, count(*) AS runs FROM audit_log WHERE action = 'publish' AND entity_id = ANY($1) GROUP BY entity_id ORDER BY entity_id",
        [ids],
      );
    await expect.poll(async () => (await publishes()).length, { timeout: 15_000, interval: 250 }).toBe(3);
    await sleep(2_000);
    expect((await publishes()).map((p) => Number(p.runs))).toEqual([1, 1, 1]);
    // The jobs claimed per due time: each one's row, made by the one machine whose claim won.
    const claimed = await fleet.query<{ job: string; runs: string }>('SELECT job, count(*) AS runs FROM job_run GROUP BY job, due');
    expect(new Set(claimed.map((c) => c.job))).toEqual(new Set(['account maintenance', 'pruning request counters', 'demo seed']));
    expect(claimed.every((c) => Number(c.runs) === 1)).toBe(true);
  });
});
