import fp from 'fastify-plugin';
import { CurationService } from './content/curation.service.ts';
import { curationUnit, type CurationUnit } from './curation-unit.ts';
import { MediaService } from './media/media.service.ts';
import { MetadataFetcher } from './metadata/metadata.service.ts';
import { PeopleService } from './people/people.service.ts';
import { RecordService } from './records/record.service.ts';
import { TransferService } from './transfer/transfer.service.ts';

/** What the console's routes, the test hooks and the command line call. */
interface AdminServices {
  /** The console's repositories (the audit log and the people lists are read straight from them) and its transactions. */
  unit: CurationUnit;
  content: CurationService;
  records: RecordService;
  people: PeopleService;
  transfer: TransferService;
  media: MediaService;
}

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminServices;
  }
}

/**
 * The console's services, built once over one curation unit and one media store (uploads and the images a
 * link lookup fetches go through the same checks); the server and the command line both register it.
 */
export const adminServices = fp(
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
    app.decorate('admin', {
      unit,
      content: new CurationService(unit, clock, metadata, media, (ids) => app.follows.notices.published(ids)),
      records: new RecordService(unit, clock),
      people: new PeopleService(unit, clock),
      transfer: new TransferService(unit, clock, () => app.reach.service.figures()),
      media,
    });
  },
  { name: 'admin', dependencies: ['app-dependencies', 'media', 'follows', 'reach'] },
);
