import type { LookupAddress } from 'node:dns';
import { FOLLOWS_FULL, FOLLOWS_MAX, PUSH_DEVICES_MAX, type TopicNotice } from '@wiy/shared/follows.schema';
import { expect, it, vi } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { askForDeletion, bearer, deleteAccountThroughJob, loginToken, registerUser, smsOutbox } from '../../../test/account-support.ts';
import { buildCategory, buildFeedItem, buildHotTopic } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { standInBrowser, usePushService } from '../../../test/push-service.ts';
import { ClientError } from '../../lib/client-error.ts';
import type { ResolveHost } from '../../lib/outbound-address.ts';
import { FOLLOW_CHANGES_PER_ADDRESS } from './follows.limits.ts';
import { FollowsService } from './follows.service.ts';
import { PushSender } from './push-sender.ts';
import { NOTICE_HOLD_MS, TopicNotices } from './topic-notices.ts';

const outbox = smsOutbox();
const MOBILE = '9494949494';
const pushService = usePushService();

describeEachDatabase(
  'follows and their notices',
  (ctx) => {
    type Auth = Record<string, string>;
    const reader = async () => (await signIn(ctx(), 'visitor')).headers;
    const follow = (auth: Auth, kind: string, id: string, remoteAddress?: string) =>
      ctx().call({ method: 'PUT', url: `/api/follows/${kind}/${id}`, headers: auth, ...(remoteAddress ? { remoteAddress } : {}) });
    const unfollow = (auth: Auth, kind: string, id: string) => ctx().call({ method: 'DELETE', url: `/api/follows/${kind}/${id}`, headers: auth });
    const follows = async (auth: Auth) =>
      (await ctx().call({ method: 'GET', url: '/api/follows', headers: auth })).json().follows as { kind: string; id: string; label: string }[];
    const subscribe = (auth: Auth, device: unknown) =>
      ctx().call({ method: 'PUT', url: '/api/push/device', headers: auth, payload: device as Record<string, unknown> });
    const topic = async (id: string, title: string) => {
      await ctx()
        .database.db.insertInto('hot_topic')
        .values(buildHotTopic({ uni_id: id, u_title: title }))
        .execute();
    };
    const category = async (id: string, label: string) => {
      await ctx()
        .database.db.insertInto('category')
        .values(buildCategory({ uni_id: id, u_label: label }))
        .execute();
    };
    /** A reader who follows `kind`/`id` from one browser, and reads what that browser is sent. */
    const follower = async (name: string, ...topics: [string, string][]) => {
      const auth = await reader();
      const browser = standInBrowser(pushService.endpoint(name));
      expect((await subscribe(auth, browser.subscription)).json()).toEqual({ saved: true });
      for (const [kind, id] of topics) expect((await follow(auth, kind, id)).statusCode).toBe(200);
      const received = () => pushService.deliveries.filter((delivery) => delivery.path === `/push/${name}`);
      return { auth, browser, received, notices: () => received().map((delivery) => browser.read(delivery.body) as TopicNotice) };
    };
    /** A post published as a curator publishes it: created, then approved. */
    const publish = async (post: { title: string; topic?: string; category?: string }) => {
      const { headers } = await signIn(ctx(), 'curator');
      const created = await ctx().call({
        method: 'POST',
        url: '/api/admin/content',
        headers,
        payload: {
          u_title: post.title,
          u_url: `https://x.com/news/status/${Math.floor(Math.random() * 1e12)}`,
          u_description: '<p>Just in.</p>',
          u_highlight_description: '<p>Just in.</p>',
          ...(post.topic ? { u_hot_topic: { id: post.topic } } : {}),
          ...(post.category ? { u_category: { id: post.category } } : {}),
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().uni_id as string;
      expect((await ctx().call({ method: 'POST', url: `/api/admin/content/${id}/approve`, headers })).statusCode).toBe(200);
      await ctx().app.follows.notices.settled();
      return { id, headers };
    };

    it('follows a category and a hot topic, listed with their names oldest first, without repeats, answered privately', async () => {
      await category('space', 'Space');
      await topic('election', 'Elections 2026');
      const auth = await reader();
      const followed = await follow(auth, 'hot_topic', 'election');
      expect(followed.statusCode).toBe(200);
      expect(followed.headers['cache-control']).toBe('private, no-store');
      expect(followed.json()).toEqual({ kind: 'hot_topic', id: 'election', label: 'Elections 2026', created: '2026-11-23T10:00:00.000Z' });
      ctx().clock.advance(1000);
      await follow(auth, 'category', 'space');
      await follow(auth, 'hot_topic', 'election');
      expect(await follows(auth)).toEqual([
        { kind: 'hot_topic', id: 'election', label: 'Elections 2026', created: '2026-11-23T10:00:00.000Z' },
        { kind: 'category', id: 'space', label: 'Space', created: '2026-11-23T10:00:01.000Z' },
      ]);
      expect((await unfollow(auth, 'hot_topic', 'election')).json()).toEqual({ removed: true });
      expect((await unfollow(auth, 'hot_topic', 'election')).json()).toEqual({ removed: false });
      expect((await follows(auth)).map((entry) => entry.id)).toEqual(['space']);
      expect(await follows(await reader())).toEqual([]);
    });

    it.each([
      ['category', 'nowhere', 404, 'No such category'],
      ['hot_topic', 'nowhere', 404, 'No such hot topic'],
      ['planet', 'mars', 400, ''],
      ['category', 'not%20an%20id', 400, ''],
    ])('refuses to follow %s %s', async (kind, id, status, message) => {
      const response = await follow(await reader(), kind, id);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ Error: expect.stringContaining(message) });
    });

    it('refuses every call of a reader without a session', async () => {
      const browser = standInBrowser(pushService.endpoint('nobody'));
      for (const call of [
        ctx().call({ method: 'GET', url: '/api/follows' }),
        follow({}, 'category', 'space'),
        unfollow({}, 'category', 'space'),
        subscribe({}, browser.subscription),
        ctx().call({ method: 'DELETE', url: '/api/push/device', payload: { endpoint: browser.subscription.endpoint } }),
      ]) {
        const response = await call;
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Error: 'Sign in to continue' });
      }
    });

    it(`follows ${FOLLOWS_MAX} topics at most, where a deleted topic holds no place`, async () => {
      const auth = await reader();
      const ids = Array.from({ length: FOLLOWS_MAX + 1 }, (_, n) => `t${n}`);
      await ctx()
        .database.db.insertInto('hot_topic')
        .values(ids.map((id) => buildHotTopic({ uni_id: id })))
        .execute();
      for (const id of ids.slice(0, FOLLOWS_MAX)) expect((await follow(auth, 'hot_topic', id)).statusCode).toBe(200);
      const over = await follow(auth, 'hot_topic', ids[FOLLOWS_MAX]!);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ Error: FOLLOWS_FULL });
      await ctx().database.db.deleteFrom('hot_topic').where('uni_id', '=', 't0').execute();
      expect(await follows(auth)).toHaveLength(FOLLOWS_MAX - 1);
      expect((await follow(auth, 'hot_topic', ids[FOLLOWS_MAX]!)).statusCode).toBe(200);
    });

    it('limits follow changes per address, with Retry-After', async () => {
      await category('space', 'Space');
      const auth = await reader();
      for (let n = 0; n < FOLLOW_CHANGES_PER_ADDRESS.max; n++) expect((await follow(auth, 'category', 'space', '10.0.0.71')).statusCode).toBe(200);
      const refused = await follow(auth, 'category', 'space', '10.0.0.71');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it("answers the server's VAPID public key, a P-256 point", async () => {
      const response = await ctx().call({ method: 'GET', url: '/api/push/key' });
      expect(response.statusCode).toBe(200);
      const key = Buffer.from(response.json().publicKey as string, 'base64url');
      expect(key).toHaveLength(65);
      expect(key[0]).toBe(4);
    });

    it.each([
      [{ endpoint: 'not a url', keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } }],
      [{ endpoint: 'ftp://push.example/1', keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } }],
      [{ endpoint: 'https://push.example/1', keys: { p256dh: 'short', auth: 'A'.repeat(22) } }],
      [{ endpoint: 'https://push.example/1', keys: { p256dh: 'A'.repeat(87), auth: '!'.repeat(22) } }],
      [{ endpoint: `https://push.example/${'x'.repeat(1000)}`, keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } }],
      [{ endpoint: 'https://', keys: standInBrowser('https://push.example/1').subscription.keys }],
      [{ endpoint: 'https://exa mple.com/1', keys: standInBrowser('https://push.example/1').subscription.keys }],
      [{ endpoint: 'https://push.example/1', keys: { p256dh: 'A'.repeat(87), auth: 'A'.repeat(22) } }],
    ])('refuses the browser %j', async (device) => {
      const response = await subscribe(await reader(), device);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });

    it('takes a browser only with a push service at a public https address on port 443 or 8443 unless told otherwise: the rule its notices are sent by', async () => {
      const { userId } = await signIn(ctx(), 'visitor');
      // A stand-in resolver: push.example is public, inside.test a private address.
      const resolve: ResolveHost = (hostname, _options, callback) =>
        callback(null, [{ address: hostname === 'inside.test' ? '10.0.0.7' : '93.184.216.34', family: 4 } as LookupAddress]);
      const sender = new PushSender({
        keys: { publicKey: (await ctx().call({ method: 'GET', url: '/api/push/key' })).json().publicKey, privateKey: 'x' },
        subject: 'mailto:a@b.example',
        timeoutMs: 1000,
        allowPrivate: false,
        log: ctx().app.log,
        resolve,
      });
      const strict = new FollowsService(ctx().app.follows.repository, ctx().clock, (endpoint) => sender.mayReach(endpoint));
      try {
        for (const endpoint of [
          pushService.endpoint('inside'),
          'https://127.0.0.1/push/1',
          'https://10.0.0.5/push/1',
          'https://[::ffff:10.0.0.5]/push/1',
          'https://[2001:db8::1]/push/1',
          'https://inside.test/push/1',
          'http://push.example/1',
          'https://push.example:80/1',
          'https://push.example:8080/1',
        ]) {
          await expect(strict.saveDevice(userId, standInBrowser(endpoint).subscription), endpoint).rejects.toEqual(
            new ClientError(400, 'endpoint: must be a push service at a public https address on port 443 or 8443'),
          );
        }
        for (const endpoint of ['https://push.example/1', 'https://push.example:8443/2']) {
          expect(await strict.saveDevice(userId, standInBrowser(endpoint).subscription), endpoint).toEqual({ saved: true });
        }
      } finally {
        await sender.close();
      }
    });

    it(`keeps a browser for the account that subscribed it last, and ${PUSH_DEVICES_MAX} browsers an account at most`, async () => {
      const first = await signIn(ctx(), 'visitor');
      const second = await signIn(ctx(), 'visitor');
      const shared = standInBrowser(pushService.endpoint('shared')).subscription;
      await subscribe(first.headers, shared);
      await subscribe(second.headers, shared);
      const owners = async () =>
        (await ctx().database.db.selectFrom('web_push_device').select(['endpoint', 'user_id']).orderBy('created').execute()).map((row) => row.user_id);
      expect(await owners()).toEqual([second.userId]);
      for (let n = 0; n < PUSH_DEVICES_MAX; n++) {
        ctx().clock.advance(1000);
        await subscribe(second.headers, standInBrowser(pushService.endpoint(`many-${n}`)).subscription);
      }
      const kept = await ctx().database.db.selectFrom('web_push_device').select('endpoint').where('user_id', '=', second.userId).execute();
      expect(kept).toHaveLength(PUSH_DEVICES_MAX);
      expect(kept.map((row) => row.endpoint)).not.toContain(shared.endpoint);
      const last = pushService.endpoint(`many-${PUSH_DEVICES_MAX - 1}`);
      const forget = (auth: Auth) => ctx().call({ method: 'DELETE', url: '/api/push/device', headers: auth, payload: { endpoint: last } });
      expect((await forget(first.headers)).json()).toEqual({ removed: false });
      expect((await forget(second.headers)).json()).toEqual({ removed: true });
    });

    it("sends a topic's followers one encrypted, signed notice when a curator publishes into it, and one an hour at most", async () => {
      await topic('election', 'Elections 2026');
      const reading = await follower('one', ['hot_topic', 'election']);
      const bystander = await follower('two');
      const { id } = await publish({ title: 'Polls open', topic: 'election' });
      expect(reading.notices()).toEqual([
        { title: 'New in Elections 2026', body: 'Polls open', url: `/content?id=${id}`, settingsUrl: '/settings#following', tag: 'hot_topic:election' },
      ]);
      const [delivery] = reading.received();
      expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
      expect(delivery!.headers.ttl).toBe('86400');
      expect(delivery!.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${(await ctx().call({ method: 'GET', url: '/api/push/key' })).json().publicKey}$`),
      );
      expect(bystander.received()).toEqual([]);

      ctx().clock.advance(59 * 60_000);
      await publish({ title: 'Turnout high', topic: 'election' });
      expect(reading.received()).toHaveLength(1);
      ctx().clock.advance(60_000);
      await publish({ title: 'First results', topic: 'election' });
      expect(reading.notices().map((notice) => notice.body)).toEqual(['Polls open', 'First results']);
    });

    it('sends the notices a process claimed and died with from another process once its hold runs out, once', async () => {
      await topic('election', 'Elections 2026');
      const reading = await follower('orphaned', ['hot_topic', 'election']);
      await ctx()
        .database.db.insertInto('feed_item')
        .values(buildFeedItem({ uni_id: 'polls', u_title: 'Polls open', hot_topic_id: 'election', u_approved_date: ctx().clock.now().toISOString() }))
        .execute();
      // A process that claims the topic's notice and queues it, then never gets it out: its push request hangs, as
      // though the machine had died holding it.
      const dying = new TopicNotices(ctx().app.follows.repository, () => new Promise(() => {}), ctx().clock, 3600_000, ctx().app.log);
      await dying.published(['polls']);
      await vi.waitFor(async () =>
        expect(await ctx().database.db.selectFrom('push_notice').select('claimed_until').execute()).not.toEqual([{ claimed_until: '' }]),
      );
      const survivor = ctx().app.follows.notices;
      expect(await survivor.sendQueued()).toBe(0);
      ctx().clock.advance(NOTICE_HOLD_MS - 1);
      expect(await survivor.sendQueued()).toBe(0);
      expect(reading.received()).toEqual([]);
      ctx().clock.advance(1);
      expect(await survivor.sendQueued()).toBe(1);
      expect(reading.notices().map((notice) => notice.body)).toEqual(['Polls open']);
      ctx().clock.advance(NOTICE_HOLD_MS);
      expect(await survivor.sendQueued()).toBe(0);
      expect(reading.received()).toHaveLength(1);
      expect(await ctx().database.db.selectFrom('push_notice').select('id').execute()).toEqual([]);
    });

    it('hands each queued notice to one of several processes taking them at once', async () => {
      const browsers = await Promise.all(Array.from({ length: 4 }, (_, i) => follower(`queued-${i}`)));
      const queued = Array.from({ length: 20 }, (_, i) => ({
        id: `n${String(i).padStart(2, '0')}`,
        endpoint: browsers[i % 4]!.browser.subscription.endpoint,
        notice: '{}',
      }));
      const { repository } = ctx().app.follows;
      const now = ctx().clock.now().toISOString();
      expect(await repository.claimNotice('hot_topic', 'election', now, now, queued)).toBe(true);
      const takes = await Promise.all(Array.from({ length: 4 }, () => repository.takeQueued(now, `${now}+hold`, 8)));
      const taken = takes.flat().map((row) => row.id);
      expect(taken.sort()).toEqual(queued.map((row) => row.id));
      expect(await repository.takeQueued(now, `${now}+hold`, 8)).toEqual([]);
    });

    it('writes each browser its notices in the language it subscribed in (decision 095)', async () => {
      await topic('election', 'Elections 2026');
      const auth = await reader();
      const hindi = standInBrowser(pushService.endpoint('hindi'));
      expect((await subscribe(auth, { ...hindi.subscription, locale: 'hi' })).json()).toEqual({ saved: true });
      expect((await follow(auth, 'hot_topic', 'election')).statusCode).toBe(200);
      const english = await follower('english', ['hot_topic', 'election']);
      expect((await subscribe(auth, { ...hindi.subscription, locale: 'fr' })).statusCode).toBe(400);

      await publish({ title: 'Polls open', topic: 'election' });
      const [delivery] = pushService.deliveries.filter((received) => received.path === '/push/hindi');
      expect((hindi.read(delivery!.body) as TopicNotice).title).toBe('Elections 2026 में नया');
      expect(english.notices().map((notice) => notice.title)).toEqual(['New in Elections 2026']);
    });

    it('tells nobody of an item approved again, of a topic they do not follow, and a browser once for an item in two followed topics', async () => {
      await topic('election', 'Elections 2026');
      await category('politics', 'Politics');
      await category('space', 'Space');
      const both = await follower('both', ['hot_topic', 'election'], ['category', 'politics']);
      const { id, headers } = await publish({ title: 'Debate tonight', topic: 'election', category: 'politics' });
      expect(both.notices().map((notice) => notice.tag)).toEqual(['hot_topic:election']);
      ctx().clock.advance(2 * 3600_000);
      await ctx().call({ method: 'POST', url: `/api/admin/content/${id}/approve`, headers });
      await publish({ title: 'A launch', category: 'space' });
      await ctx().app.follows.notices.settled();
      expect(both.received()).toHaveLength(1);
    });

    it('tells a browser of each item of a bulk approve, once for an item in two of its topics', async () => {
      await topic('election', 'Elections 2026');
      await category('politics', 'Politics');
      const both = await follower('bulk', ['hot_topic', 'election'], ['category', 'politics']);
      const { headers } = await signIn(ctx(), 'curator');
      const ids: string[] = [];
      for (const [title, field] of [
        ['A new party', { u_category: { id: 'politics' } }],
        ['Debate tonight', { u_hot_topic: { id: 'election' }, u_category: { id: 'politics' } }],
      ] as const) {
        ctx().clock.advance(1000);
        const created = await ctx().call({
          method: 'POST',
          url: '/api/admin/content',
          headers,
          payload: {
            u_title: title,
            u_url: `https://x.com/news/status/${ids.length + 7}`,
            u_description: '<p>x</p>',
            u_highlight_description: '<p>x</p>',
            ...field,
          },
        });
        ids.push(created.json().uni_id);
      }
      expect((await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'approve', ids } })).statusCode).toBe(200);
      await ctx().app.follows.notices.settled();
      expect(
        both
          .notices()
          .map((notice) => notice.body)
          .sort(),
      ).toEqual(['Debate tonight', 'Debate tonight and 1 more']);
    });

    it("sends the other followers their notices when one browser's keys cannot take one, and forgets that browser", async () => {
      await topic('election', 'Elections 2026');
      const broken = await follower('broken', ['hot_topic', 'election']);
      // Kept by an earlier version, before the key was checked on the way in.
      await ctx()
        .database.db.updateTable('web_push_device')
        .set({ p256dh: 'A'.repeat(87) })
        .where('endpoint', '=', broken.browser.subscription.endpoint)
        .execute();
      const reading = await follower('fine', ['hot_topic', 'election']);
      await publish({ title: 'Polls open', topic: 'election' });
      expect(reading.notices().map((notice) => notice.body)).toEqual(['Polls open']);
      expect(broken.received()).toEqual([]);
      expect((await ctx().database.db.selectFrom('web_push_device').select('endpoint').execute()).map((row) => row.endpoint)).toEqual([
        reading.browser.subscription.endpoint,
      ]);
    });

    it('forgets a browser its push service says is gone', async () => {
      await topic('election', 'Elections 2026');
      await follower('gone', ['hot_topic', 'election']);
      pushService.answer(410);
      try {
        await publish({ title: 'Polls open', topic: 'election' });
      } finally {
        pushService.answer(201);
      }
      expect(await ctx().database.db.selectFrom('web_push_device').select('endpoint').execute()).toEqual([]);
    });

    it('lets one of several processes claim a topic’s notice at a time', async () => {
      const { repository } = ctx().app.follows;
      const at = ctx().clock.now().toISOString();
      const since = new Date(ctx().clock.now().getTime() - 3600_000).toISOString();
      const claims = await Promise.all(Array.from({ length: 4 }, () => repository.claimNotice('hot_topic', 'election', at, since)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('sends nothing to the browsers of an account whose owner asked for its deletion', async () => {
      await topic('election', 'Elections 2026');
      await registerUser(ctx(), outbox.file, MOBILE);
      const auth = bearer(await loginToken(ctx(), MOBILE));
      const browser = standInBrowser(pushService.endpoint('leaving'));
      await subscribe(auth, browser.subscription);
      await follow(auth, 'hot_topic', 'election');
      await askForDeletion(ctx(), auth);
      await publish({ title: 'Polls open', topic: 'election' });
      expect(pushService.deliveries).toEqual([]);
    });

    it("exports the follows and browsers with the account's data, and the deletion job removes them with the account", async () => {
      await category('space', 'Space');
      await registerUser(ctx(), outbox.file, MOBILE);
      const auth = bearer(await loginToken(ctx(), MOBILE));
      const browser = standInBrowser(pushService.endpoint('exported'));
      await subscribe(auth, browser.subscription);
      await follow(auth, 'category', 'space');
      const data = (await ctx().call({ method: 'GET', url: '/api/account/export', headers: auth })).json();
      expect(data.follows).toEqual([{ kind: 'category', id: 'space', label: 'Space', created: '2026-11-23T10:00:00.000Z' }]);
      expect(data.push_devices).toEqual([{ endpoint: browser.subscription.endpoint, created: '2026-11-23T10:00:00.000Z' }]);
      await deleteAccountThroughJob(ctx(), auth);
      expect(await ctx().database.db.selectFrom('followed_topic').selectAll().execute()).toEqual([]);
      expect(await ctx().database.db.selectFrom('web_push_device').selectAll().execute()).toEqual([]);
    });
  },
  { env: outbox.env, config: { pushAllowPrivate: true } },
);
