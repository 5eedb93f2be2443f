import type { DatabaseHandle } from '../../db/database.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import { deletionVariants, looseKey, scriptOf, searchWords, VOCABULARY_MIN_LENGTH } from './search-text.ts';
import { SiteSearchRepository, type IndexDoc, type IndexSource } from './site-search.repository.ts';

/** Items one drain transaction indexes: short enough that a reader's query on SQLite never waits long behind it. */
const DRAIN_BATCH = 500;
/** Rank-key slots within one second of `updated`. */
const SLOTS = 1_000_000;

/** An update time as the first rank key of its second: rank keys grow with recency. */
export function secondKey(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000) * SLOTS;
}

/** The reader search's indexing (decision 270): what the triggers queued, computed in JS and written off the read path. */
export class SiteSearchIndexer {
  constructor(private readonly index: UnitOfWork<SiteSearchRepository>) {}

  /**
   * Indexes the queued items, `DRAIN_BATCH` in each transaction, until the queue is empty (or another process
   * holds it); answers how many were taken. The timed job calls it; so does a bulk load, once at its end.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await this.drainBatch();
      total += taken;
      if (taken < DRAIN_BATCH) return total;
    }
  }

  /** How many items wait for the drain. */
  queued(): Promise<number> {
    return this.index.repos.queued();
  }

  private drainBatch(): Promise<number> {
    return this.index.transaction(async (repo) => {
      const ids = await repo.takeQueued(DRAIN_BATCH);
      if (ids.length === 0) return 0;
      const sources = await repo.findSources(ids);
      const keys = await repo.findKeys(ids);
      const docs = await this.documents(repo, sources, keys);
      await repo.deleteDocs(keys);
      await repo.insertDocs(docs);
      await this.learnWords(repo, docs);
      await repo.contentChanged();
      return ids.length;
    });
  }

  /** Each item's document, with a rank key of its second of `updated`: its own still when that second is unchanged, else the next free slot. */
  private async documents(repo: SiteSearchRepository, sources: IndexSource[], keys: Map<string, number>): Promise<IndexDoc[]> {
    const lastInSecond = new Map<number, number | undefined>();
    const ordered = [...sources].sort((a, b) => a.updated.localeCompare(b.updated) || a.uni_id.localeCompare(b.uni_id));
    const docs: IndexDoc[] = [];
    for (const source of ordered) {
      const base = secondKey(source.updated);
      const old = keys.get(source.uni_id);
      let rankKey: number;
      if (old !== undefined && old >= base && old < base + SLOTS) rankKey = old;
      else {
        const last = lastInSecond.has(base) ? lastInSecond.get(base) : await repo.lastKeyWithin(base, base + SLOTS);
        rankKey = last === undefined ? base : last + 1;
        lastInSecond.set(base, rankKey);
      }
      const title = [...new Set(searchWords(source.title))];
      const body = [
        ...new Set(
          searchWords([source.description, source.highlight, source.vendor, source.hot_topic, source.category, source.sub_category].filter(Boolean).join(' ')),
        ),
      ];
      const loose = [...new Set([...title, ...body].map(looseKey).filter((key) => key !== ''))];
      docs.push({ uni_id: source.uni_id, rank_key: rankKey, title, body, loose });
    }
    return docs;
  }

  /**
   * Adds the documents' new words, with their single deletions, to the typo vocabulary, and their loose keys to the
   * loose vocabulary; neither ever loses a word.
   */
  private async learnWords(repo: SiteSearchRepository, docs: IndexDoc[]): Promise<void> {
    const words = [...new Set(docs.flatMap((doc) => [...doc.title, ...doc.body]))].filter(
      (word) => [...word].length >= VOCABULARY_MIN_LENGTH && !/^\p{N}+$/u.test(word),
    );
    const known = await repo.knownWords(words);
    const rows = words
      .filter((word) => !known.has(word))
      .flatMap((word) =>
        deletionVariants(word)
          .filter((variant) => [...variant].length >= VOCABULARY_MIN_LENGTH)
          .map((variant) => ({ variant, word })),
      );
    await repo.addVariants(rows);
    const keys = new Map<string, { script: 'latn' | 'deva'; loose: string }>();
    for (const word of docs.flatMap((doc) => [...doc.title, ...doc.body])) {
      const key = { script: scriptOf(word), loose: looseKey(word) };
      if ([...key.loose].length >= VOCABULARY_MIN_LENGTH) keys.set(`${key.script} ${key.loose}`, key);
    }
    await repo.addLooseKeys([...keys.values()]);
  }
}

/** The index of a database: its repository bound per transaction, and the indexer over it (the server's job, a bulk load, the bench). */
export function siteSearchIndex({ db, kind }: DatabaseHandle): { index: UnitOfWork<SiteSearchRepository>; indexer: SiteSearchIndexer } {
  const index = new UnitOfWork(db, (bound) => new SiteSearchRepository(bound, kind));
  return { index, indexer: new SiteSearchIndexer(index) };
}
