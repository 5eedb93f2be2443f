import type { FollowKind, TopicNotice } from '@wiy/shared/follows.schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@wiy/shared/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { FollowsRepository, NoticeDevice, PublishedItem, QueuedNotice } from './follows.repository.ts';
import type { PushOutcome } from './push-sender.ts';

/** Notices sent at once; the rest wait their turn. */
const SENDS_AT_ONCE = 16;
/**
 * How long a process holds the queued notices it is sending: far past a push service's time limit, so that another
 * process sends them only when this one has died (or hangs), and then within this much of it.
 */
export const NOTICE_HOLD_MS = 60_000;
const BODY_MAX_LENGTH = 200;

interface Topic {
  kind: FollowKind;
  id: string;
  name: string;
  items: PublishedItem[];
}

/** The topics a batch of published items went into, each with its items, newest first. */
function topicsOf(items: PublishedItem[]): Topic[] {
  const topics = new Map<string, Topic>();
  const add = (kind: FollowKind, id: string | null, name: string | null, item: PublishedItem) => {
    if (!id || name === null) return;
    const key = `${kind}:${id}`;
    const topic = topics.get(key) ?? { kind, id, name, items: [] };
    topic.items.push(item);
    topics.set(key, topic);
  };
  for (const item of items) {
    add('hot_topic', item.hot_topic_id, item.hot_topic_title, item);
    add('category', item.category_id, item.category_label, item);
  }
  return [...topics.values()];
}

/**
 * A notice's words in each language the interface speaks (decision 095). The server writes them, since a notice
 * reaches a browser with no page open; the topic's name and the item's title are the curators' own.
 */
const NOTICE_WORDS: Record<Locale, { title: (topic: string) => string; more: (title: string, more: number) => string }> = {
  en: { title: (topic) => `New in ${topic}`, more: (title, more) => `${title} and ${more} more` },
  hi: { title: (topic) => `${topic} में नया`, more: (title, more) => `${title} और ${more} अन्य` },
};

function noticeOf(topic: Topic, locale: string): TopicNotice {
  const [newest] = topic.items as [PublishedItem, ...PublishedItem[]];
  const more = topic.items.length - 1;
  const title = newest.u_title.length > BODY_MAX_LENGTH ? `${newest.u_title.slice(0, BODY_MAX_LENGTH - 1)}…` : newest.u_title;
  const words = NOTICE_WORDS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return {
    title: words.title(topic.name),
    body: more > 0 ? words.more(title, more) : title,
    url: `/content?id=${encodeURIComponent(newest.uni_id)}`,
    settingsUrl: '/settings#following',
    tag: `${topic.kind}:${topic.id}`,
  };
}

/**
 * Tells a topic's followers when a curator publishes into it (decision 094): at most one notice per topic per
 * `intervalMs`, claimed in the database so that with several processes one sends; a browser that follows
 * two topics of one item hears once. The claims are made before the curator's answer, the sending after it.
 * The notices wait in the database (`push_notice`) until sent: the publishing process sends them at once, holding
 * each batch for `NOTICE_HOLD_MS`, and the other processes' job (`sendQueued`) sends those whose hold ran out
 * (decision 208).
 */
export class TopicNotices {
  private pending = new Set<Promise<unknown>>();

  constructor(
    private readonly follows: FollowsRepository,
    private readonly send: (device: NoticeDevice, notice: TopicNotice) => Promise<PushOutcome>,
    private readonly clock: Clock,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Items that have just become public: resolves once their topics' notices are claimed, so that what the
   * curator does next (another publish) finds them claimed; the sending goes on after. Never rejects.
   */
  async published(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      if (await this.claim(ids)) void this.sendQueued();
    } catch (error) {
      this.log.error({ err: error }, 'topic notices failed');
    }
  }

  /**
   * Sends the queued notices no process holds, a batch at a time, each batch held for `NOTICE_HOLD_MS`, until none
   * is left; answers how many it took (sent, or given up on). Never rejects.
   */
  sendQueued(): Promise<number> {
    const work = this.sendBatches().catch((error: unknown) => {
      this.log.error({ err: error }, 'topic notices failed');
      return 0;
    });
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }

  /** Resolves once every notice under way has been sent or failed, or after `withinMs`: tests and shutdown wait on it. */
  async settled(withinMs = Infinity): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (this.pending.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      const timeUp = new Promise<void>((resolve) => {
        if (Number.isFinite(withinMs)) timer = setTimeout(resolve, deadline - Date.now());
      });
      await Promise.race([Promise.all(this.pending), timeUp]);
      clearTimeout(timer);
    }
  }

  /** Claims the items' topics' notices and queues them, per browser; answers whether it queued any. */
  private async claim(ids: string[]): Promise<boolean> {
    let queuedAny = false;
    // The items each browser is told of: a topic's notice goes to a browser unless it tells of none it has not
    // heard of yet (an item in two followed topics is told once; a bulk approve's other items still are).
    const told = new Map<string, Set<string>>();
    for (const topic of topicsOf(await this.follows.published(ids))) {
      const devices = await this.follows.followerDevices(topic.kind, topic.id);
      if (devices.length === 0) continue;
      const now = this.clock.now();
      const since = new Date(now.getTime() - this.intervalMs).toISOString();
      const items = topic.items.map((item) => item.uni_id);
      const queued: QueuedNotice[] = [];
      const telling: NoticeDevice[] = [];
      for (const device of devices) {
        if (items.every((id) => told.get(device.endpoint)?.has(id))) continue;
        telling.push(device);
        queued.push({ id: newId(now), endpoint: device.endpoint, notice: JSON.stringify(noticeOf(topic, device.locale)) });
      }
      if (!(await this.follows.claimNotice(topic.kind, topic.id, now.toISOString(), since, queued))) continue;
      for (const device of telling) {
        const heard = told.get(device.endpoint) ?? new Set<string>();
        items.forEach((id) => heard.add(id));
        told.set(device.endpoint, heard);
      }
      queuedAny ||= queued.length > 0;
    }
    return queuedAny;
  }

  private async sendBatches(): Promise<number> {
    let taken = 0;
    for (;;) {
      const now = this.clock.now();
      const until = new Date(now.getTime() + NOTICE_HOLD_MS).toISOString();
      const batch = await this.follows.takeQueued(now.toISOString(), until, SENDS_AT_ONCE);
      if (batch.length === 0) return taken;
      // One browser's trouble, whatever it is, never keeps the others from their notices; a notice is sent once
      // whatever its push service answered, and only one whose process died on the way is sent again.
      await Promise.allSettled(
        batch.map(async ({ id, device, notice }) => {
          try {
            const outcome = await this.send(device, JSON.parse(notice) as TopicNotice);
            if (outcome === 'gone') await this.follows.forgetDevice(device.endpoint);
          } finally {
            await this.follows.dropQueued(id, until);
          }
        }),
      );
      taken += batch.length;
    }
  }
}
