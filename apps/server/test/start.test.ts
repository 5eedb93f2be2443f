import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helper.ts';
import { DiskMediaStore } from '../src/modules/media/disk-media-store.ts';
import { isCatalogueEmpty, seedDemoContent } from '../src/seed/seed.ts';

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-media-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

describeEachDatabase('first start', (ctx) => {
  it('seeds an empty database with the demo content, whose public feed shows only approved items', async () => {
    const { db } = ctx().database;
    expect(await isCatalogueEmpty(db)).toBe(true);
    await seedDemoContent(db, { store: new DiskMediaStore(mediaDir) }, new Date('2026-11-23T10:00:00.000Z'), 'wiy');
    expect(await isCatalogueEmpty(db)).toBe(false);
    const pages = [];
    for (let page = 1; ; page++) {
      const record = (await ctx().call({ method: 'GET', url: `/api/get_feed/${page}` })).json().record;
      if (record.length === 0) break;
      pages.push(...record);
    }
    const approvedCount = await db
      .selectFrom('feed_item')
      .select(db.fn.countAll<number>().as('n'))
      .where('u_approved_date', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(pages.length).toBe(Number(approvedCount.n));
    expect(pages.every((item: { u_approved_date: string | null }) => item.u_approved_date)).toBe(true);
    expect(fs.existsSync(path.join(mediaDir, 'demo/feed-1.svg'))).toBe(true);
  });

  it('answers /healthz with the database up', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes an OpenAPI document of every product route', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/get_feed/{page}', '/lom/get/knowledgebase/{product}', '/healthz']));
  });

  it('answers an unknown API path with a JSON 404, never a stack', async () => {
    const response = await ctx().call({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: expect.stringContaining('Not found') });
  });

  it('answers malformed JSON with a 400 Error', async () => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/get/feed_content/abc',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });

  it.each([
    ['an over-long path segment', `/api/get/recipe/content/${'a'.repeat(150)}`, 414],
    ['a broken percent escape', '/api/get_feed/%zz', 400],
  ])('answers %s in the error shape', async (_what, url, status) => {
    const response = await ctx().call({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });

  it('answers a body of another media type with a 415 Error', async () => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/get/feed_content/abc',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });
});
