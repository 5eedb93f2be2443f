import type { Kysely } from 'kysely';
import { sanitizeHtml } from '../lib/sanitize-html.ts';
import { intake } from '../modules/curation/content/intake.ts';
import { curationRepositories } from '../modules/curation/curation-unit.ts';
import type { Config } from '../config.ts';
import { ImageVariants } from '../modules/media/image-variants.service.ts';
import type { MediaStore } from '../modules/media/media-store.ts';
import { openMediaStore } from '../modules/media/open-media-store.ts';
import { eachPart } from '../db/in-parts.ts';
import { JobRunRepository } from '../db/job-run.repository.ts';
import type { Database } from '../db/schema.ts';
import { UnitOfWork } from '../db/unit-of-work.ts';
import { buildDemoContent } from './demo-content.ts';
import { drawDemoImage } from './demo-images.ts';

/** Where the demo's pictures go. */
export interface DemoMedia {
  store: MediaStore;
  variants?: ImageVariants | undefined;
}

/** The configured store, with the variants made at once when the web is sent to the store directly rather than to this server. */
export function demoMedia(config: Pick<Config, 'dataDir' | 'mediaStore' | 'mediaCacheBytes' | 'mediaBaseUrl'>): DemoMedia {
  const store = openMediaStore(config);
  return { store, variants: /^https?:\/\//.test(config.mediaBaseUrl) ? new ImageVariants(store) : undefined };
}

/** Whether the catalogue holds nothing yet: demo content only ever goes into an empty database. */
export async function isCatalogueEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('category').select('uni_id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** The repositories the demo content goes in through, over the pool or one transaction. */
function demoRepositories(over: Kysely<Database>, product: string) {
  return {
    insert: rowInserter(over),
    curation: curationRepositories(over, product),
    runs: new JobRunRepository(over),
    catalogueEmpty: () => isCatalogueEmpty(over),
  };
}

/**
 * Fills an empty database with the demo catalogue and draws its images into the media store. Their card-size
 * variants are made here only when `variants` is given: when the web links to the store itself
 * (an absolute `MEDIA_BASE_URL`), since nothing else would make them; otherwise the first request does.
 */
export async function seedDemoContent(db: Kysely<Database>, media: DemoMedia, now: Date, product: string): Promise<void> {
  await new UnitOfWork(db, (over) => demoRepositories(over, product)).transaction((repos) => insertDemoContent(repos, media, now, product));
}

/**
 * The start's seed: the demo catalogue into an empty database, once, however many machines start on it together;
 * answers whether this process put it in. Its first statement claims the seed (a row of `job_run`): PostgreSQL holds
 * every other claimant on that row until this transaction ends, and SQLite's write lock holds every other writer, so
 * the others find it claimed (or the catalogue full) and go on with their start.
 */
export async function seedEmptyDatabaseOnce(db: Kysely<Database>, media: DemoMedia, now: Date, product: string): Promise<boolean> {
  return new UnitOfWork(db, (over) => demoRepositories(over, product)).transaction(async (repos) => {
    if (!(await repos.runs.claim('demo seed', '')) || !(await repos.catalogueEmpty())) return false;
    await insertDemoContent(repos, media, now, product);
    return true;
  });
}

async function insertDemoContent({ insert, curation }: ReturnType<typeof demoRepositories>, media: DemoMedia, now: Date, product: string): Promise<void> {
  const content = buildDemoContent(now, product);
  await Promise.all(content.images.map((img, index) => media.store.put(img.path, drawDemoImage(img.caption, index))));
  const { variants } = media;
  if (variants) await Promise.all(content.images.map((img) => variants.makeAll(img.path)));
  // The demo rows go in as they are, the items through the curation's intake, which ranks them for Trending, all in one transaction.
  await insert('category', content.categories);
  await insert('sub_category', content.subCategories);
  await insert('hot_topic', content.hotTopics);
  await intake(
    curation,
    content.feedItems.map((row) => ({ row })),
    now,
  );
  await insert('list_category', content.listCategories);
  await insert('list_channel', content.channels);
  await insert('filter_record', content.filterRecords);
  // Stored HTML goes through the server's sanitiser, as every writer's does.
  await insert(
    'channel_feed',
    content.channelFeed.map((c) => ({ ...c, u_description: sanitizeHtml(c.u_description) })),
  );
  await insert('language', content.languages);
  await insert(
    'recipe',
    content.recipes.map((r) => ({ ...r, u_ingredients: sanitizeHtml(r.u_ingredients), u_recipes: sanitizeHtml(r.u_recipes) })),
  );
  await insert('knowledge_category', content.knowledgeCategories);
  await insert(
    'knowledge',
    content.knowledge.map((k) => ({ ...k, html: sanitizeHtml(k.html) })),
  );
}

/** Inserts rows into a table as they are, in parts. */
function rowInserter(db: Kysely<Database>) {
  return <T extends keyof Database>(table: T, rows: readonly object[]) =>
    eachPart(rows, (part) =>
      db
        .insertInto(table)
        .values(part as never)
        .execute(),
    );
}
