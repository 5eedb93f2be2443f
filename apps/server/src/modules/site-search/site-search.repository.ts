import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import { eachPart, inParts } from '../../db/in-parts.ts';
import type { Database } from '../../db/schema.ts';
import { PREFIX_MIN_LENGTH } from './search-text.ts';

/** An approved item's fields that its search text is made of. */
export interface IndexSource {
  uni_id: string;
  updated: string;
  title: string;
  description: string;
  highlight: string;
  vendor: string;
  hot_topic: string | null;
  category: string | null;
  sub_category: string | null;
}

/** An item's row in the index: its place by recency and its words, title apart from the rest, with their loose keys. */
export interface IndexDoc {
  uni_id: string;
  rank_key: number;
  title: string[];
  body: string[];
  loose: string[];
}

/** One word of a query: the words it matches in the text, and the loose keys it matches in their romanised form. */
export interface QueryTerm {
  words: string[];
  loose: string[];
  /** The last word, typed so far and shorter than the vocabulary's words: its first word and loose key match as prefixes too. */
  prefix: boolean;
}

/** A public match of the index: an item, its place by recency, and its words, space-separated, to rank and mark. */
export interface MatchRow {
  uni_id: string;
  rank_key: number | string;
  words: string;
  title: string;
  loose: string;
}

/**
 * The reader search's index (migration 0018, decision 270): the queue the triggers fill, the documents, the typo
 * vocabulary, and the bounded match. What differs between SQLite (FTS5) and PostgreSQL (tsvector) stays here.
 */
export class SiteSearchRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  /**
   * Takes up to `limit` queued item ids off the queue, in the caller's transaction. On PostgreSQL, rows another
   * process is draining are skipped rather than waited for, and an advisory lock keeps the slot numbering of one
   * drain from meeting another's: one process drains at a time.
   */
  async takeQueued(limit: number): Promise<string[]> {
    if (this.kind === 'postgres') {
      const locked = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(hashtext('site_search_drain')) AS locked`.execute(this.db);
      if (!locked.rows[0]?.locked) return [];
      const { rows } = await sql<{ uni_id: string }>`
        DELETE FROM site_search_queue WHERE uni_id IN (
          SELECT uni_id FROM site_search_queue ORDER BY uni_id LIMIT ${limit} FOR UPDATE SKIP LOCKED
        ) RETURNING uni_id`.execute(this.db);
      return rows.map((row) => row.uni_id);
    }
    const rows = await this.db.selectFrom('site_search_queue').select('uni_id').orderBy('uni_id').limit(limit).execute();
    const ids = rows.map((row) => row.uni_id);
    await eachPart(ids, (part) => this.db.deleteFrom('site_search_queue').where('uni_id', 'in', part).execute());
    return ids;
  }

  /** How many items wait to be indexed. */
  async queued(): Promise<number> {
    const row = await this.db
      .selectFrom('site_search_queue')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The approved items among `ids`, with the names their text includes. */
  async findSources(ids: string[]): Promise<IndexSource[]> {
    return inParts(ids, (part) =>
      this.db
        .selectFrom('feed_item')
        .leftJoin('category', 'category.uni_id', 'feed_item.category_id')
        .leftJoin('sub_category', 'sub_category.uni_id', 'feed_item.sub_category_id')
        .leftJoin('hot_topic', 'hot_topic.uni_id', 'feed_item.hot_topic_id')
        .select([
          'feed_item.uni_id',
          'feed_item.updated',
          'feed_item.u_title as title',
          'feed_item.u_description as description',
          'feed_item.u_highlight_description as highlight',
          'feed_item.social_vendor as vendor',
          'hot_topic.u_title as hot_topic',
          'category.u_label as category',
          'sub_category.u_label as sub_category',
        ])
        .where('feed_item.uni_id', 'in', part)
        .where('feed_item.u_approved_date', 'is not', null)
        .execute(),
    );
  }

  /** The rank keys the index holds now for `ids`. */
  async findKeys(ids: string[]): Promise<Map<string, number>> {
    const rows = await inParts(ids, (part) => this.db.selectFrom('site_search_doc').select(['uni_id', 'rank_key']).where('uni_id', 'in', part).execute());
    return new Map(rows.map((row) => [row.uni_id, Number(row.rank_key)]));
  }

  /** The largest rank key in [from, to), or undefined. */
  async lastKeyWithin(from: number, to: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('site_search_doc')
      .select('rank_key')
      .where('rank_key', '>=', from)
      .where('rank_key', '<', to)
      .orderBy('rank_key', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.rank_key);
  }

  /** Removes the documents of `ids` (their rank keys in `keys`) from the index. */
  async deleteDocs(keys: Map<string, number>): Promise<void> {
    const ids = [...keys.keys()];
    if (this.kind === 'sqlite') {
      await eachPart([...keys.values()], (part) => sql`DELETE FROM site_search_fts WHERE rowid IN (${sql.join(part)})`.execute(this.db));
    }
    await eachPart(ids, (part) => this.db.deleteFrom('site_search_doc').where('uni_id', 'in', part).execute());
  }

  /** Writes new documents (none of whose ids is in the index: `deleteDocs` them first). */
  async insertDocs(docs: IndexDoc[]): Promise<void> {
    const joined = (words: string[]) => words.join(' ');
    if (this.kind === 'sqlite') {
      await eachPart(docs, async (part) => {
        await this.db
          .insertInto('site_search_doc')
          .values(
            part.map((doc) => ({
              uni_id: doc.uni_id,
              rank_key: doc.rank_key,
              words: joined([...doc.title, ...doc.body]),
              title: joined(doc.title),
              loose: joined(doc.loose),
            })),
          )
          .execute();
        await sql`INSERT INTO site_search_fts (rowid, title, body, loose) VALUES ${sql.join(
          part.map((doc) => sql`(${doc.rank_key}, ${joined(doc.title)}, ${joined(doc.body)}, ${joined(doc.loose)})`),
        )}`.execute(this.db);
      });
      return;
    }
    // Lexemes as they are, never through a text parser: the words are already normalised, each its own lexeme, each
    // at position 1, since PostgreSQL keeps a lexeme's weight on its positions (`array_to_tsvector` gives none).
    const vector = (words: string[], weight: 'A' | 'B' | 'C') =>
      sql`(SELECT COALESCE(string_agg(quote_literal(w) || ${sql.lit(`:1${weight}`)}, ' '), '')::tsvector FROM unnest(${words}::text[]) AS w)`;
    await eachPart(docs, (part) =>
      sql`INSERT INTO site_search_doc (uni_id, rank_key, words, title, loose, tsv) VALUES ${sql.join(
        part.map(
          (doc) =>
            sql`(${doc.uni_id}, ${doc.rank_key}, ${joined([...doc.title, ...doc.body])}, ${joined(doc.title)}, ${joined(doc.loose)}, ${vector(doc.title, 'A')} || ${vector(doc.body, 'B')} || ${vector(doc.loose, 'C')})`,
        ),
      )}`.execute(this.db),
    );
  }

  /** Which of `words` the typo vocabulary holds already. */
  async knownWords(words: string[]): Promise<Set<string>> {
    const rows = await inParts(words, (part) =>
      this.db.selectFrom('site_search_variant').select('word').where('variant', 'in', part).whereRef('word', '=', 'variant').execute(),
    );
    return new Set(rows.map((row) => row.word));
  }

  /** Adds vocabulary rows (a word under itself and under each of its deletions). */
  async addVariants(rows: { variant: string; word: string }[]): Promise<void> {
    await eachPart(rows, (part) =>
      this.db
        .insertInto('site_search_variant')
        .values(part)
        .onConflict((conflict) => conflict.columns(['variant', 'word']).doNothing())
        .execute(),
    );
  }

  /** Adds the loose keys of index words by their script, each kept once. */
  async addLooseKeys(keys: { script: 'latn' | 'deva'; loose: string }[]): Promise<void> {
    await eachPart(keys, (part) =>
      this.db
        .insertInto('site_search_loose')
        .values(part)
        .onConflict((conflict) => conflict.columns(['script', 'loose']).doNothing())
        .execute(),
    );
  }

  /**
   * Moves the content version on, as a write to a public table does (migration 0006): answers kept before the
   * index caught up with a write are then no longer current anywhere.
   */
  async contentChanged(): Promise<void> {
    await sql`UPDATE content_version SET version = version + 1 WHERE id = 1`.execute(this.db);
  }

  /** The vocabulary words filed under any of `variants`. */
  async findVariants(variants: string[]): Promise<{ variant: string; word: string }[]> {
    if (variants.length === 0) return [];
    return this.db.selectFrom('site_search_variant').select(['variant', 'word']).where('variant', 'in', variants).execute();
  }

  /**
   * Up to `limit` vocabulary words that start with `prefix`, shortest first: a seek on the variants' key, compared
   * byte by byte on both engines. The last word typed so far matches these as whole words, which costs the index a
   * few exact doclists instead of merging every term a long prefix covers (decision 270).
   */
  async wordsStartingWith(prefix: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('site_search_variant')
      .select('word')
      .where('variant', '>=', prefix)
      .where('variant', '<', `${prefix}\u{10ffff}`)
      .whereRef('word', '=', 'variant')
      .orderBy(sql`length(word)`)
      .orderBy('word')
      .limit(limit)
      .execute();
    return rows.map((row) => row.word);
  }

  /** Up to `limit` loose keys of `script`'s index words that start with `prefix`, shortest first, as `wordsStartingWith` seeks. */
  async looseKeysStartingWith(script: 'latn' | 'deva', prefix: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('site_search_loose')
      .select('loose')
      .where('script', '=', script)
      .where('loose', '>=', prefix)
      .where('loose', '<', `${prefix}\u{10ffff}`)
      .orderBy(sql`length(loose)`)
      .orderBy('loose')
      .limit(limit)
      .execute();
    return rows.map((row) => row.loose);
  }

  /**
   * The public items matching every term among the `window` newest matches of the index (a bounded read whatever
   * the query), in no order; kept if public now (the Trending feed's condition). The service ranks them.
   */
  async findMatches(terms: QueryTerm[], window: number): Promise<MatchRow[]> {
    if (this.kind === 'sqlite') {
      const { rows } = await sql<MatchRow>`
        SELECT d.uni_id, d.rank_key, d.words, d.title, d.loose
        FROM (SELECT rowid AS k FROM site_search_fts WHERE site_search_fts MATCH ${ftsQuery(terms)} ORDER BY rowid DESC LIMIT ${window}) AS c
        JOIN site_search_doc d ON d.rank_key = c.k
        JOIN feed_item f ON f.uni_id = d.uni_id
        WHERE f.u_approved_date IS NOT NULL`.execute(this.db);
      return rows;
    }
    const { rows } = await sql<MatchRow>`
      SELECT c.uni_id, c.rank_key, c.words, c.title, c.loose
      FROM (SELECT d.uni_id, d.rank_key, d.words, d.title, d.loose FROM site_search_doc d WHERE d.tsv @@ ${tsQuery(terms)}
            ORDER BY d.rank_key DESC LIMIT ${window}) AS c
      JOIN feed_item f ON f.uni_id = c.uni_id
      WHERE f.u_approved_date IS NOT NULL`.execute(this.db);
    return rows;
  }
}

/** Whether a term's word or loose key at `index` of its list is matched as a prefix: the first of each, when long enough. */
export function prefixed(term: QueryTerm, text: string, index: number): boolean {
  return term.prefix && index === 0 && [...text].length >= PREFIX_MIN_LENGTH;
}

/** A string as an FTS5 string literal: quoted, its quotes doubled, so that nothing in it is query syntax. */
function ftsString(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The FTS5 query: every term, each matching one of its words in the title or body, or one of its keys in the loose column. */
function ftsQuery(terms: QueryTerm[]): string {
  return terms
    .map((term) => {
      const literal = (text: string, index: number) => `${ftsString(text)}${prefixed(term, text, index) ? ' *' : ''}`;
      const words = term.words.map(literal).join(' OR ');
      const loose = term.loose.map(literal).join(' OR ');
      return `({title body}: (${words})${loose ? ` OR {loose}: (${loose})` : ''})`;
    })
    .join(' AND ');
}

/**
 * The PostgreSQL query: the same terms as a tsquery, each lexeme a bound parameter quoted by `quote_literal` and
 * labelled in SQL (the title and body are weights A and B, the loose keys C), never text spliced into the query.
 */
function tsQuery(terms: QueryTerm[]): RawBuilder<unknown> {
  const ands = terms.map((term) => {
    const lexeme = (text: string, index: number, weights: 'AB' | 'C') =>
      sql`(quote_literal(${text}) || ${sql.lit(`:${prefixed(term, text, index) ? '*' : ''}${weights}`)})::tsquery`;
    const ors = [...term.words.map((word, index) => lexeme(word, index, 'AB')), ...term.loose.map((key, index) => lexeme(key, index, 'C'))];
    return sql`(${sql.join(ors, sql` || `)})`;
  });
  return sql`(${sql.join(ands, sql` && `)})`;
}
