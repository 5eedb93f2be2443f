import { z } from 'zod';
import { ClientError } from '../../src/lib/client-error.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { toJsonSchema, type WireApp } from '../../src/lib/json-schema.ts';
import { bulkFeedItems } from '../../src/seed/bulk-feed-items.ts';

const body = z.object({ mobile: z.string().regex(/^\d{10}$/) });
const feedItemsBody = z.object({ count: z.number().int().min(1).max(5000), prefix: z.string().regex(/^[a-z]{1,8}$/) });
const clockBody = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600_000),
});
/** Older than any demo item (those are spread over the last 60 days), so the extra items only lengthen Trending's tail. */
const BULK_START = new Date(Date.UTC(2000, 0, 1));

/** A clock the hooks can move: the e2e server's OffsetClock, an API test's ManualClock. */
interface MovableClock extends Clock {
  advance(ms: number): void;
}

/**
 * End-to-end tests only, added in code by their server's entry (e2e-server.ts), never by a setting, so that no
 * deployment can mint sessions:
 * a session token for an existing user without the login screen, so the console's specs do not depend
 * on another screen's flow; `count` more approved items at the end of Trending, for the long-scroll
 * spec, which the demo catalogue's 16 pages are too short for; a read of the content version at once,
 * after a spec wrote straight into the database, so that its next page is not a kept answer from before the
 * write (the server otherwise sees such a write within its poll, decision 075); and a move of the server's
 * clock, so that a spec which moves the browser's clock past the 59-second resend countdown finds the
 * server past it too. `clock` is the one the app was built with.
 */
export async function e2eHookRoutes(app: WireApp, clock: MovableClock): Promise<void> {
  app.post(
    '/api/test/session',
    { schema: { hide: true, body: toJsonSchema(body, 'input'), response: { 200: toJsonSchema(z.object({ token: z.string() })) } } },
    async (request) => {
      const user = await app.people.unit.repos.people.findUserByMobile(request.body.mobile);
      if (!user) throw new ClientError(404, 'No such user');
      return { token: await app.account.sessions.open(user.id) };
    },
  );

  app.post(
    '/api/test/feed-items',
    { schema: { hide: true, body: toJsonSchema(feedItemsBody, 'input'), response: { 200: toJsonSchema(z.object({ count: z.number() })) } } },
    async (request) => {
      const rows = bulkFeedItems(request.body.count, BULK_START, request.body.prefix);
      await app.curation.unit.transaction(async ({ content }) => {
        await content.insertMany(rows);
        await content.renumberTrending();
      });
      return { count: rows.length };
    },
  );

  app.post('/api/test/content-version', { schema: { hide: true, response: { 200: toJsonSchema(z.object({ version: z.number() })) } } }, async () => {
    await app.publicAnswers.version.refresh();
    return { version: app.publicAnswers.version.current };
  });

  app.post(
    '/api/test/clock/advance',
    { schema: { hide: true, body: toJsonSchema(clockBody, 'input'), response: { 200: toJsonSchema(z.object({ now: z.string() })) } } },
    async (request) => {
      clock.advance(request.body.ms);
      return { now: clock.now().toISOString() };
    },
  );
}
