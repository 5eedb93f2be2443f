import {
  SITE_SEARCH_GROUP_SIZE,
  SITE_SEARCH_MAX_PAGE,
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
  scriptOf,
  searchWords,
  TYPO_MIN_LENGTH,
  VOCABULARY_MIN_LENGTH,
  wellFormed,
  withinOneEdit,
} from './search-text.ts';
import { secondKey } from './site-search.indexer.ts';
import { looseHit, rankMatches, termMatcher, wordHit } from './match-rank.ts';
import type { QueryTerm, SiteSearchRepository } from './site-search.repository.ts';

/** The newest matches a query ranks, at most: the bound on its cost whatever the words (decision 270). */
const MATCH_WINDOW = SITE_SEARCH_PAGE_SIZE * SITE_SEARCH_MAX_PAGE;
/** Corrections tried for one mistyped word. */
const CORRECTIONS = 5;
/** Whole words a last word of `VOCABULARY_MIN_LENGTH` letters or more stands for besides itself (decision 270). */
const COMPLETIONS = 8;

/** The other lists a search's first page shows, each from its own module's repository. */
export interface SearchGroupSources {
  hotTopics: HotTopicsRepository;
  categories: CategoriesRepository;
  channels: ChannelsRepository;
  recipes: RecipesRepository;
  policies: PoliciesRepository;
}

const NO_GROUPS: SiteSearchGroups = { hot_topics: [], categories: [], channels: [], recipes: [], policies: [] };

/** The reader search's bounded query (decision 270); `SiteSearchIndexer` keeps the index it reads. */
export class SiteSearchService {
  constructor(
    private readonly index: UnitOfWork<SiteSearchRepository>,
    private readonly feeds: FeedRepository,
    private readonly groups: SearchGroupSources,
    private readonly clock: Clock,
  ) {}

  /**
   * A page of the reader search for `text`: its first `SITE_SEARCH_MAX_TERMS` words, each a whole word (the
   * last also a prefix), its loose romanised key, or one typo away; the newest `MATCH_WINDOW` matches ranked
   * (`rankMatches`); with the other groups on page 1.
   */
  async search(query: string, page: number): Promise<SiteSearchAnswer> {
    const text = query.trim();
    if (text === '') throw new ClientError(400, 'q should not be blank');
    const terms = await this.terms(text);
    const groups = page === 1 ? await this.findGroups(text) : NO_GROUPS;
    if (terms.length === 0) return { record: [], marks: [], has_more: false, groups };
    const offset = (page - 1) * SITE_SEARCH_PAGE_SIZE;
    const nowKey = secondKey(this.clock.now().toISOString());
    const matches = rankMatches(terms, await this.index.repos.findMatches(terms, MATCH_WINDOW), nowKey);
    const shown = matches.slice(offset, offset + SITE_SEARCH_PAGE_SIZE);
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
      has_more: matches.length > offset + SITE_SEARCH_PAGE_SIZE,
      groups,
    };
  }

  /**
   * The query's terms: its distinct words, each with its loose key and its corrections when it is no index word.
   * The last word, typed so far, is a prefix when shorter than the vocabulary's words (the index's prefix indexes
   * cover it); longer, it stands for itself and the shortest vocabulary words it starts, each with its loose key,
   * and for the shortest loose keys of the other script's words that its own starts.
   */
  private async terms(text: string): Promise<QueryTerm[]> {
    const words = [...new Set(searchWords(text))].slice(0, SITE_SEARCH_MAX_TERMS);
    const typed = words.filter((word) => [...word].length >= TYPO_MIN_LENGTH);
    const filed = await this.index.repos.findVariants([...new Set(typed.flatMap(deletionVariants))]);
    return Promise.all(
      words.map(async (word, index): Promise<QueryTerm> => {
        const last = index === words.length - 1;
        const length = [...word].length;
        const prefix = last && length >= PREFIX_MIN_LENGTH && length < VOCABULARY_MIN_LENGTH;
        const completing = last && length >= VOCABULARY_MIN_LENGTH;
        const completions = completing ? await this.index.repos.wordsStartingWith(word, COMPLETIONS) : [];
        // Typed so far in the other script: 'mausa' is on its way to मौसम, whose loose key its own starts.
        const other = scriptOf(word) === 'deva' ? 'latn' : 'deva';
        const looseCompletions = completing && looseKey(word) !== '' ? await this.index.repos.looseKeysStartingWith(other, looseKey(word), COMPLETIONS) : [];
        const found = new Set(filed.map((row) => row.word));
        const known = !typed.includes(word) || found.has(word) || completions.length > 0;
        const corrections = known ? [] : [...found].filter((candidate) => withinOneEdit(word, candidate)).slice(0, CORRECTIONS);
        const matched = [...new Set([word, ...completions, ...corrections])];
        const loose = [...new Set([...[word, ...completions].map(looseKey), ...looseCompletions])].filter((key) => key !== '');
        return { words: matched, loose, prefix };
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
  const matchers = terms.map(termMatcher);
  return [...new Set(words)].filter((word) => {
    const key = looseKey(word);
    return matchers.some((matcher) => wordHit(matcher, word) || looseHit(matcher, key));
  });
}
