import fp from 'fastify-plugin';
import webPush from 'web-push';
import { FollowsRepository } from './follows.repository.ts';
import { FollowsService } from './follows.service.ts';
import { PushSender } from './push-sender.ts';
import { NOTICE_HOLD_MS, TopicNotices } from './topic-notices.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.ts';

interface FollowsServices {
  /** The account's export reads the follows and browsers through it. */
  repository: FollowsRepository;
  service: FollowsService;
  /** Told by the console when items become public. */
  notices: TopicNotices;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    follows: FollowsServices;
  }
}

/** A push service answers in well under a second; one that does not is let go so the next notices are not held up. */
const PUSH_TIMEOUT_MS = 10_000;

const SETTLE_ON_CLOSE_MS = 5000;

/** Follows' repository, service and notices, built once, with the server's VAPID keys. */
export const followsServices = fp(
  async (app) => {
    const { config, clock } = app;
    const repository = new FollowsRepository(app.database.db, app.database.kind);
    const keys = await loadOrCreateVapidKeys(app.database.db, config.dataDir);
    const subject = `mailto:${config.supportEmail}`;
    // A key pair or subject web-push cannot sign with stops the start, not each notice later.
    webPush.getVapidHeaders('https://push.example', subject, keys.publicKey, keys.privateKey, 'aes128gcm');
    const sender = new PushSender({ keys, subject, timeoutMs: PUSH_TIMEOUT_MS, allowPrivate: config.pushAllowPrivate, log: app.log });
    const notices = new TopicNotices(repository, (device, notice) => sender.send(device, notice), clock, config.followNoticeMs, app.log);
    app.decorate('follows', {
      repository,
      service: new FollowsService(repository, clock, (endpoint) => sender.mayReach(endpoint)),
      notices,
      publicKey: keys.publicKey,
    });
    // Notices another process queued and no longer holds (it died on the way) are sent by whichever looks first.
    app.timedJobs.every('sending push notices', NOTICE_HOLD_MS / 2, () => notices.sendQueued());
    // Notices under way are let finish, for a while: a shutdown has its own bound (`SHUTDOWN_TIMEOUT_MS`).
    app.addHook('onClose', async () => {
      await notices.settled(SETTLE_ON_CLOSE_MS);
      await sender.close();
    });
  },
  { name: 'follows', dependencies: ['app-dependencies'] },
);
