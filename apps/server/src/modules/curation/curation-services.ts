import fp from 'fastify-plugin';
import { CurationService } from './content/curation.service.ts';
import { curationUnit, type CurationUnit } from './curation-unit.ts';
import { MediaService } from './media/media.service.ts';
import { MetadataFetcher } from './metadata/metadata.service.ts';
import { RecordService } from './records/record.service.ts';

/** What the console's routes, the sources, the test hooks and the command line call. */
interface CurationServices {
  /** The curation's repositories (the audit log is read straight from them) and its transactions. */
  unit: CurationUnit;
  content: CurationService;
  records: RecordService;
  media: MediaService;
}

declare module 'fastify' {
  interface FastifyInstance {
    curation: CurationServices;
  }
}

/**
 * The curation's services, built once over one curation unit and one media store (uploads and the images a
 * link lookup fetches go through the same checks); the server and the command line both register it.
 */
export const curationServices = fp(
  async (app) => {
    const { config, clock } = app;
    const unit = curationUnit(app.database.db, config.shortName);
    const media = new MediaService(app.media.store, config.mediaMaxBytes, app.media.variants);
    const metadata = new MetadataFetcher({
      oembedEndpoints: config.oembedEndpoints,
      timeoutMs: config.metadataTimeoutMs,
      maxBytes: config.mediaMaxBytes,
      allowPrivateNetwork: config.metadataAllowPrivate,
    });
    app.addHook('onClose', () => metadata.close());
    app.decorate('curation', {
      unit,
      content: new CurationService(unit, clock, metadata, media, (ids) => app.follows.notices.published(ids)),
      records: new RecordService(unit, clock),
      media,
    });
  },
  { name: 'curation', dependencies: ['app-dependencies', 'media', 'follows'] },
);
