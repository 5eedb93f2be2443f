import fp from 'fastify-plugin';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { AuditRepository } from '../admin/audit/audit.repository.ts';
import { ContentRepository } from '../admin/content/content.repository.ts';
import { RecordRepository } from '../admin/records/record.repository.ts';
import { FeedRepository } from '../feed/feed.repository.ts';
import { FeedReader } from './feed-reader.ts';
import { SourcesJob, scheduleSourcePolling } from './sources.job.ts';
import { SourcesRepository } from './sources.repository.ts';
import { SourcesService } from './sources.service.ts';

interface SourcesServices {
  service: SourcesService;
  /** The polling job; tests call its `tick` themselves. */
  job: SourcesJob;
}

declare module 'fastify' {
  interface FastifyInstance {
    sources: SourcesServices;
  }
}

/**
 * The sources' service and polling job, built once: feeds read through the bounded outbound fetcher (public
 * addresses only unless `METADATA_ALLOW_PRIVATE`), entries' images stored in the console's media store, and the
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
    const unit = new UnitOfWork(app.database.db, (over) => ({
      sources: new SourcesRepository(over),
      content: new ContentRepository(over),
      audit: new AuditRepository(over),
      feed: new FeedRepository(over),
      records: new RecordRepository(over, config.shortName),
    }));
    const service = new SourcesService({ unit, reader, media: app.admin.media, clock, onPublished: (ids) => app.follows.notices.published(ids) });
    const job = new SourcesJob(service, app.log);
    scheduleSourcePolling(app, job, config.sourcesPollSeconds * 1000);
    app.decorate('sources', { service, job });
  },
  { name: 'sources', dependencies: ['app-dependencies', 'admin', 'follows'] },
);
