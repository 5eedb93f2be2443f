import {
  SITE_SEARCH_GROUP_SIZE,
  SITE_SEARCH_MAX_TERMS,
  SITE_SEARCH_PAGE_SIZE,
  type SiteSearchAnswer,
  type SiteSearchGroups,
} from '@wiy/shared/site-search.schema';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CategoriesRepository } from '../categories/categories.repository.ts';
import { presentChannel } from '../channels/channels.presenter.ts';
import type { ChannelsRepository } from '../channels/channels.repository.ts';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';
import { presentHotTopic } from '../hot-topics/hot-topics.presenter.ts';
import type { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';
import type { PoliciesRepository } from '../policies/policies.repository.ts';
import { presentRecipe } from '../recipes/recipes.presenter.ts';
import type { RecipesRepository } from '../recipes/recipes.repository.ts';
import {
  deletionVariants,
  looseKey,
  PREFIX_MIN_LENGTH,
  searchWords,
  TYPO_MIN_LENGTH,
  VOCABULARY_MIN_LENGTH,
  wellFormed,
  withinOneEdit,
} from './search-text.ts';
import { prefixed, type IndexDoc, type IndexSource, type QueryTerm, type SiteSearchRepository } from './site-search.repository.ts';

/** Items one drain transaction indexes: short enough that a reader's query on SQLite never waits long behind it. */
export const DRAIN_BATCH = 500;
/** The newest matches a query ranks, at most: the bound on its cost whatever the words (decision 270). */
export const MATCH_WINDOW = 1000;
/** Corrections tried for one mistyped word. */
const CORRECTIONS = 5;
/** Rank-key slots within one second of `updated`. */
const SLOTS = 1_000_000;

/** An update time as the first rank key of its second: rank keys grow with recency. */
function secondKey(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000) * SLOTS;
}

/** The other lists a search's first page shows, each from its own module's repository. */
export interface SearchGroupSources {
  hotTopics: HotTopicsRepository;
  categories: CategoriesRepository;
  channels: ChannelsRepository;
  recipes: RecipesRepository;
  policies: PoliciesRepository;
}

const NO_GROUPS: SiteSearchGroups = { hot_topics: [], categories: [], channels: [], recipes: [], policies: [] };

/** The reader search (decision 270): indexing off the read path by `drain`, and the bounded query. */
export class SiteSearchService {
  constructor(
    private readonly index: UnitOfWork<SiteSearchRepository>,
    private readonly feeds: FeedRepository,
    private readonly groups: SearchGroupSources,
    private readonly clock: Clock,
  ) {}

  /**
   * Indexes the queued items, `DRAIN_BATCH` in each transaction, until the queue is empty (or another process
   * holds it); answers how many were taken. The timed job calls it; so do the seed and a bulk load, once at the end.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await this.drainBatch();
      total += taken;
      if (taken < DRAIN_BATCH) return total;
    }
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

  /** Adds the documents' new words, with their single deletions, to the typo vocabulary; words are never taken out. */
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
  }

  /** How many items wait for the drain. */
  queued(): Promise<number> {
    return this.index.repos.queued();
  }

  /**
   * A page of the reader search for `text`: its first `SITE_SEARCH_MAX_TERMS` words, each a whole word (the
   * last also a prefix), its loose romanised key, or one typo away; ranked within the newest `MATCH_WINDOW`
   * matches; with the other groups on page 1.
   */
  async search(query: string, page: number): Promise<SiteSearchAnswer> {
    const text = query.trim();
    if (text === '') throw new ClientError(400, 'q should not be blank');
    const terms = await this.terms(text);
    const groups = page === 1 ? await this.findGroups(text) : NO_GROUPS;
    if (terms.length === 0) return { record: [], marks: [], has_more: false, groups };
    const offset = (page - 1) * SITE_SEARCH_PAGE_SIZE;
    const nowKey = secondKey(this.clock.now().toISOString());
    const matches = await this.index.repos.findMatches(terms, nowKey, MATCH_WINDOW, SITE_SEARCH_PAGE_SIZE + 1, offset);
    const shown = matches.slice(0, SITE_SEARCH_PAGE_SIZE);
    const rows = new Map((await this.feeds.findPublicByIds(shown.map((match) => match.uni_id))).map((row) => [row.uni_id, row]));
    const record = shown.flatMap((match) => {
      const row = rows.get(match.uni_id);
      return row ? [presentFeedItem(row)] : [];
    });
    return {
      record,
      marks: marksOf(
        terms,
        shown.flatMap((match) => match.words.split(' ')),
      ),
      has_more: matches.length > SITE_SEARCH_PAGE_SIZE,
      groups,
    };
  }

  /** The query's terms: its distinct words, the last one a prefix, each with its loose key and its corrections when it is no index word. */
  private async terms(text: string): Promise<QueryTerm[]> {
    const words = [...new Set(searchWords(text))].slice(0, SITE_SEARCH_MAX_TERMS);
    const typed = words.filter((word) => [...word].length >= TYPO_MIN_LENGTH);
    const filed = await this.index.repos.findVariants([...new Set(typed.flatMap(deletionVariants))]);
    return Promise.all(
      words.map(async (word, index): Promise<QueryTerm> => {
        const prefix = index === words.length - 1 && [...word].length >= PREFIX_MIN_LENGTH;
        const key = looseKey(word);
        const loose = key === '' ? [] : [key];
        if (!typed.includes(word)) return { words: [word], loose, prefix };
        const found = new Set(filed.map((row) => row.word));
        const known = found.has(word) || (prefix && (await this.index.repos.someWordStartsWith(word)));
        const corrections = known ? [] : [...found].filter((candidate) => withinOneEdit(word, candidate)).slice(0, CORRECTIONS);
        return { words: [word, ...corrections], loose, prefix };
      }),
    );
  }

  private async findGroups(text: string): Promise<SiteSearchGroups> {
    const { hotTopics, categories, channels, recipes, policies } = this.groups;
    const literal = wellFormed(text);
    return {
      hot_topics: (await hotTopics.searchTitles(literal, SITE_SEARCH_GROUP_SIZE)).map(presentHotTopic),
      categories: (await categories.searchLabels(literal, SITE_SEARCH_GROUP_SIZE)).map((row) => ({
        id: row.uni_id,
        name: row.u_label,
        category_id: row.category_id,
      })),
      channels: (await channels.searchChannels(literal, SITE_SEARCH_GROUP_SIZE)).map(presentChannel),
      recipes: (await recipes.searchRecipes(literal, SITE_SEARCH_GROUP_SIZE)).map(presentRecipe),
      policies: await policies.searchPolicyTitles(literal, SITE_SEARCH_GROUP_SIZE),
    };
  }
}

/** The words among `words` that a term matched, each once: for the reader's eye, as the engines matched them. */
function marksOf(terms: QueryTerm[], words: string[]): string[] {
  const matches = (word: string) =>
    terms.some((term) => {
      const key = looseKey(word);
      const starts = (list: string[], text: string) => list.some((start, index) => prefixed(term, start, index) && text.startsWith(start));
      return term.words.includes(word) || term.loose.includes(key) || starts(term.words, word) || starts(term.loose, key);
    });
  return [...new Set(words)].filter(matches);
}
