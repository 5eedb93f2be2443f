import fp from 'fastify-plugin';
import { FeedReader } from './feed-reader.ts';
import { sourcesUnit } from './sources-unit.ts';
import { SourcePollingService } from './source-polling.service.ts';
import { SourceRecordsService } from './source-records.service.ts';

interface SourcesServices {
  /** The sources as records: the console's list, add, change and delete. */
  records: SourceRecordsService;
  /** Their polling, by the job and the console's "poll now". */
  polling: SourcePollingService;
}

declare module 'fastify' {
  interface FastifyInstance {
    sources: SourcesServices;
  }
}

/**
 * The sources' services, built once, and their polling job: feeds read through the bounded outbound fetcher (public
 * addresses only unless the tests' `metadataAllowPrivate`), entries' images stored in the console's media store, and the
 * followers told of what a source approves.
 */
export const sourcesServices = fp(
  async (app) => {
    const { config, clock } = app;
    const reader = new FeedReader({
      timeoutMs: config.sourceFetchTimeoutMs,
      maxBytes: config.sourceMaxBytes,
      allowPrivateNetwork: config.metadataAllowPrivate,
    });
    app.addHook('onClose', () => reader.close());
    const unit = sourcesUnit(app.database.db, config.shortName);
    const polling = new SourcePollingService({ unit, reader, media: app.curation.media, clock, onPublished: (ids) => app.follows.notices.published(ids) });
    // Each process looks for due sources; the claim lets one alone poll each (decision 099).
    app.timedJobs.every('polling the sources', config.sourcesPollMs, () => polling.pollDue());
    app.decorate('sources', { records: new SourceRecordsService(unit, reader, clock), polling });
  },
  { name: 'sources', dependencies: ['app-dependencies', 'curation', 'follows'] },
);
