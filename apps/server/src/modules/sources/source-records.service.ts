import { sourceInputSchema, type Source, type SourceDiscovery } from '@wiy/shared/sources.schema';
import type { Updateable } from 'kysely';
import type { SourceTable } from '../../db/schema.ts';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor } from '../curation/curation-unit.ts';
import { databaseFiling, filingProblem } from '../curation/records/filing.ts';
import { parseOrThrow } from '../curation/records/record-validation.ts';
import { changedFields } from '../curation/records/record.service.ts';
import { settingsColumns } from './source-settings.ts';
import { FeedUnavailable, type FeedReader } from './feed-reader.ts';
import type { SourcesRepository } from './sources.repository.ts';
import { presentSource } from './sources.presenter.ts';
import type { SourcesUnit } from './sources-unit.ts';

/**
 * The sources as records (decision 099): curators add a feed by its address or a page naming it, set its defaults
 * and rules, change and delete it, each change audited. Polling them is `SourcePollingService`'s.
 */
export class SourceRecordsService {
  constructor(
    private readonly unit: SourcesUnit,
    private readonly reader: FeedReader,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<Source[]> {
    return (await this.unit.repos.sources.list()).map(presentSource);
  }

  async get(id: string): Promise<Source> {
    const row = await this.unit.repos.sources.find(id);
    if (!row) throw new ClientError(404, `No source "${id}"`);
    return presentSource(row);
  }

  /** What an address turns out to be: a feed, or a page naming one. 400 when no feed is found there. */
  async discover(url: string): Promise<SourceDiscovery> {
    const { feedUrl, feed } = await this.find(url);
    return { feed_url: feedUrl, title: feed.title, format: feed.format, entries: feed.entries.length };
  }

  /** A new source, its feed found from its address; due at once. */
  async create(body: unknown, actor: Actor): Promise<Source> {
    const input = parseOrThrow(sourceInputSchema, body, 'source');
    const now = this.clock.now().toISOString();
    await this.checkReferences(input);
    const { feedUrl } = await this.find(input.url);
    const id = newId(this.clock.now());
    await this.unit.transaction(async ({ sources, audit }) => {
      await this.refuseDuplicate(sources, feedUrl);
      await sources.insert({ ...settingsColumns(input), uni_id: id, feed_url: feedUrl, created: now, updated: now, next_poll_at: now });
      await audit.record({ actorId: actor.id, action: 'create', entity: 'source', entityId: id, details: { feed_url: feedUrl } }, this.clock.now());
    });
    return this.get(id);
  }

  /** Every setting at once; a new address is resolved to its feed again, and polled from scratch. */
  async update(id: string, body: unknown, actor: Actor): Promise<Source> {
    const input = parseOrThrow(sourceInputSchema, body, 'source');
    const before = await this.get(id);
    await this.checkReferences(input);
    const feedUrl = input.url === before.url ? before.feed_url : (await this.find(input.url)).feedUrl;
    const now = this.clock.now();
    await this.unit.transaction(async ({ sources, audit }) => {
      if (feedUrl !== before.feed_url) await this.refuseDuplicate(sources, feedUrl);
      const changes: Updateable<SourceTable> = { ...settingsColumns(input), feed_url: feedUrl, updated: now.toISOString() };
      if (feedUrl !== before.feed_url) Object.assign(changes, { etag: null, last_modified: null });
      if (!(await sources.update(id, changes))) throw new ClientError(404, `No source "${id}"`);
      const after = { ...before, ...input, feed_url: feedUrl };
      await audit.record({ actorId: actor.id, action: 'update', entity: 'source', entityId: id, details: changedFields(before, after) }, now);
    });
    return this.get(id);
  }

  /** Deletes a source; the items it brought in stay. */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.unit.transaction(async ({ sources, audit }) => {
      if (!(await sources.delete(id))) throw new ClientError(404, `No source "${id}"`);
      await audit.record({ actorId: actor.id, action: 'delete', entity: 'source', entityId: id }, this.clock.now());
    });
  }

  /** The feed at an address, or a 400 saying why there is none. */
  private async find(url: string) {
    try {
      return await this.reader.discover(url);
    } catch (error) {
      if (error instanceof FeedUnavailable) throw new ClientError(400, error.message);
      throw error;
    }
  }

  private async refuseDuplicate(sources: SourcesRepository, feedUrl: string): Promise<void> {
    const existing = (await sources.idsByFeedUrl([feedUrl])).get(feedUrl);
    if (existing) throw new ClientError(409, `A source already polls ${feedUrl}`, { uni_id: existing });
  }

  /** The defaults must exist, and a sub-category belong to the category given. */
  private async checkReferences(input: ReturnType<typeof sourceInputSchema.parse>): Promise<void> {
    const problem = await filingProblem(input, databaseFiling(this.unit.repos.records));
    if (problem) throw new ClientError(400, `source ${problem}`);
  }
}
