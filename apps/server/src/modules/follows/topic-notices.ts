import type { FollowKind, TopicNotice } from '@wiy/shared/follows.schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@wiy/shared/locales';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import type { FollowsRepository, NoticeDevice, PublishedItem } from './follows.repository.ts';
import type { PushOutcome } from './push-sender.ts';

/** Notices sent at once; the rest wait their turn. */
const SENDS_AT_ONCE = 16;
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
 */
export class TopicNotices {
  private pending = new Set<Promise<void>>();

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
      const queue = await this.claim(ids);
      const work = this.sendAll(queue).catch((error: unknown) => this.log.error({ err: error }, 'topic notices failed'));
      this.pending.add(work);
      void work.finally(() => this.pending.delete(work));
    } catch (error) {
      this.log.error({ err: error }, 'topic notices failed');
    }
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

  /** The notices of the items' claimed topics, per browser. */
  private async claim(ids: string[]): Promise<{ device: NoticeDevice; notice: TopicNotice }[]> {
    const queue: { device: NoticeDevice; notice: TopicNotice }[] = [];
    // The items each browser is told of: a topic's notice goes to a browser unless it tells of none it has not
    // heard of yet (an item in two followed topics is told once; a bulk approve's other items still are).
    const told = new Map<string, Set<string>>();
    for (const topic of topicsOf(await this.follows.published(ids))) {
      const devices = await this.follows.followerDevices(topic.kind, topic.id);
      if (devices.length === 0) continue;
      const now = this.clock.now();
      const since = new Date(now.getTime() - this.intervalMs).toISOString();
      if (!(await this.follows.claimNotice(topic.kind, topic.id, now.toISOString(), since))) continue;
      const items = topic.items.map((item) => item.uni_id);
      for (const device of devices) {
        const heard = told.get(device.endpoint) ?? new Set<string>();
        if (items.every((id) => heard.has(id))) continue;
        items.forEach((id) => heard.add(id));
        told.set(device.endpoint, heard);
        queue.push({ device, notice: noticeOf(topic, device.locale) });
      }
    }
    return queue;
  }

  private async sendAll(queue: { device: NoticeDevice; notice: TopicNotice }[]): Promise<void> {
    for (let start = 0; start < queue.length; start += SENDS_AT_ONCE) {
      // One browser's trouble, whatever it is, never keeps the others from their notices.
      await Promise.allSettled(
        queue.slice(start, start + SENDS_AT_ONCE).map(async ({ device, notice }) => {
          const outcome = await this.send(device, notice);
          if (outcome === 'gone') await this.follows.forgetDevice(device.endpoint);
        }),
      );
    }
  }
}
