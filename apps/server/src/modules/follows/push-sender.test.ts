import type { LookupAddress } from 'node:dns';
import { Writable } from 'node:stream';
import type { TopicNotice } from '@wiy/shared/follows.schema';
import Fastify from 'fastify';
import webPush from 'web-push';
import { expect, it } from 'vitest';
import { standInBrowser, usePushService } from '../../../test/push-service.ts';
import type { ResolveHost } from '../../lib/outbound-address.ts';
import { PushSender, type PushSenderOptions } from './push-sender.ts';

const keys = webPush.generateVAPIDKeys();
const notice: TopicNotice = { title: 'New in Space', body: 'Lift-off', url: '/content?id=1', settingsUrl: '/settings#following', tag: 'category:space' };

const pushService = usePushService();

/** A sender as the server builds one, whose warnings are kept, closed after `use`. */
async function withSender(options: Partial<PushSenderOptions>, use: (sender: PushSender, warnings: Record<string, unknown>[]) => Promise<void>) {
  const warnings: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (warnings.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) });
  const sender = new PushSender({
    keys,
    subject: 'mailto:support@wiy.example',
    timeoutMs: 2000,
    allowPrivate: false,
    log: Fastify({ logger: { level: 'warn', stream } }).log,
    ...options,
  });
  try {
    await use(sender, warnings);
  } finally {
    await sender.close();
  }
}

const sendTo = (sender: PushSender, endpoint: string) => sender.send({ endpoint, ...standInBrowser(endpoint).subscription.keys, locale: 'en' }, notice);

it('delivers to the loopback stand-in over http when private push services are allowed', async () => {
  await withSender({ allowPrivate: true }, async (sender) => {
    const browser = standInBrowser(pushService.endpoint('allowed'));
    expect(await sender.send({ endpoint: browser.subscription.endpoint, ...browser.subscription.keys, locale: 'en' }, notice)).toBe('sent');
    expect(pushService.deliveries.map((delivery) => browser.read(delivery.body))).toEqual([notice]);
  });
});

it('sends only to https on port 443 or 8443, refused before any lookup, even where the host is public', async () => {
  // Every name comes to the loopback stand-in, which plays a public host here: only the scheme and port can refuse.
  let lookups = 0;
  const resolve: ResolveHost = (_hostname, _options, callback) => {
    lookups++;
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  };
  await withSender({ resolve, isBlocked: () => false }, async (sender, warnings) => {
    const port = new URL(pushService.endpoint('x')).port;
    for (const endpoint of [
      `http://push.test:${port}/push/plain`,
      'http://push.test/push/default',
      'https://push.test:80/push/80',
      'https://push.test:8080/push/8080',
    ]) {
      expect(await sendTo(sender, endpoint), endpoint).toBe('failed');
    }
    expect(lookups).toBe(0);
    expect(pushService.deliveries).toEqual([]);
    expect(warnings).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ reason: 'not-http', msg: 'a notice was not delivered' })));
  });
});

it('refuses a push service at a private address, written in the address or resolved where it connects', async () => {
  // rebinding.test answers a public address to the subscription's check and this machine to the connection.
  const asked: string[] = [];
  const answers: Record<string, () => LookupAddress[]> = {
    'inside.test': () => [{ address: '10.0.0.7', family: 4 }],
    'rebinding.test': () => [{ address: asked.filter((host) => host === 'rebinding.test').length === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }],
  };
  const resolve: ResolveHost = (hostname, _options, callback) => {
    asked.push(hostname);
    callback(null, answers[hostname]?.() ?? []);
  };
  await withSender({ resolve }, async (sender, warnings) => {
    expect(await sender.mayReach('https://rebinding.test/push/1')).toBe(true);
    const endpoints = [
      'https://10.0.0.5/push/1',
      'https://127.0.0.1:8443/push/1',
      'https://[::1]/push/1',
      'https://[fd00::1]/push/1',
      'https://[::ffff:a9fe:a9fe]/push/1',
      'https://inside.test/push/1',
      'https://rebinding.test/push/1',
    ];
    for (const endpoint of endpoints) expect(await sendTo(sender, endpoint), endpoint).toBe('failed');
    expect(asked).toEqual(['rebinding.test', 'inside.test', 'rebinding.test']);
    expect(warnings).toEqual(endpoints.map(() => expect.objectContaining({ reason: 'not-public', msg: 'a notice was not delivered' })));
  });
});

it('follows no redirect a push service answers', async () => {
  await withSender({ allowPrivate: true }, async (sender, warnings) => {
    pushService.answer(307, pushService.endpoint('elsewhere'));
    try {
      expect(await sendTo(sender, pushService.endpoint('moved'))).toBe('failed');
    } finally {
      pushService.answer(201);
    }
    expect(pushService.deliveries.map((delivery) => delivery.path)).toEqual(['/push/moved']);
    expect(warnings).toEqual([expect.objectContaining({ status: 307 })]);
  });
});
