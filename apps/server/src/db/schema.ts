import type { SourceRule } from '@wiy/shared/admin.schema';
import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Dates are ISO-8601 UTC strings on both engines, so that they sort and
 * compare the same way on SQLite and PostgreSQL; ids are lowercase text for the same reason.
 */
export interface Database {
  category: CategoryTable;
  sub_category: SubCategoryTable;
  hot_topic: HotTopicTable;
  feed_item: FeedItemTable;
  list_category: ListCategoryTable;
  list_channel: ListChannelTable;
  filter_record: FilterRecordTable;
  channel_feed: ChannelFeedTable;
  language: LanguageTable;
  recipe: RecipeTable;
  knowledge_category: KnowledgeCategoryTable;
  knowledge: KnowledgeTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  otp_code: OtpCodeTable;
  rate_event: RateEventTable;
  deletion_request: DeletionRequestTable;
  spent_time: SpentTimeTable;
  push_subscription: PushSubscriptionTable;
  audit_log: AuditLogTable;
  password_reset_grant: PasswordResetGrantTable;
  request_counter: RequestCounterTable;
  content_version: ContentVersionTable;
  server_secret: ServerSecretTable;
  saved_item: SavedItemTable;
  muted_term: MutedTermTable;
  followed_topic: FollowedTopicTable;
  web_push_device: WebPushDeviceTable;
  topic_notice: TopicNoticeTable;
  push_notice: PushNoticeTable;
  job_run: JobRunTable;
  item_reach: ItemReachTable;
  link_check: LinkCheckTable;
  source: SourceTable;
  site_search_queue: SiteSearchQueueTable;
  site_search_doc: SiteSearchDocTable;
  site_search_variant: SiteSearchVariantTable;
  site_search_loose: SiteSearchLooseTable;
}

export interface CategoryTable {
  uni_id: string;
  u_name: string;
  u_label: string;
  u_list_category_order: number;
}

export interface SubCategoryTable {
  uni_id: string;
  u_label: string;
  category_id: string;
  u_order: number;
}

export interface HotTopicTable {
  uni_id: string;
  u_title: string;
  u_image: string | null;
  u_description: string;
  created: string;
  updated: string;
}

export interface FeedItemTable {
  uni_id: string;
  u_title: string;
  u_image: string | null;
  /** Set when a curator approves; only approved items are public (spec decision 7). */
  u_approved_date: string | null;
  unpublished_date: string | null;
  created: string;
  updated: string;
  social_vendor: string;
  u_url: string;
  u_url_2: string | null;
  u_url_3: string | null;
  u_url_4: string | null;
  u_url_5: string | null;
  u_show_description: string;
  u_description: string;
  u_highlight_description: string;
  category_id: string | null;
  sub_category_id: string | null;
  hot_topic_id: string | null;
  /** 1-based position in the public Trending order; null when not public. Makes a page a seek. */
  feed_rank: number | null;
  /** The source that brought it in (migration 0012); null for a pasted link or a source since deleted. */
  source_id: string | null;
  /** The source's rule that decided it (`SOURCE_RULES`), and the word that set it off; null for a pasted link. */
  decision: SourceRule | null;
  decision_word: string | null;
  /** Set when rejected (kept, undoable); the item is then neither pending nor public. */
  rejected_date: string | null;
  rejected_reason: string | null;
  /** When a scheduled item becomes public (ISO, UTC); null once published, or when not scheduled (decision 100). */
  publish_at: string | null;
}

export interface ListCategoryTable {
  uni_id: string;
  u_name: string;
  u_label: string;
  u_order: number;
}

export interface ListChannelTable {
  uni_id: string;
  u_name: string;
  u_logo: string | null;
  list_category_id: string;
  created: string;
  updated: string;
}

export interface FilterRecordTable {
  uni_id: string;
  u_name: string;
  /** '0' for a parent (spec 000 §3). */
  parent_id: string;
  list_category_id: string;
}

export interface ChannelFeedTable {
  uni_id: string;
  u_name: string;
  u_views: number;
  u_likes: number;
  u_video_id: string;
  u_image: string | null;
  u_image_source: string | null;
  u_source_type: string;
  u_description: string;
  filter_category_id: string | null;
  list_category_id: string;
  list_channel_id: string;
  created: string;
  updated: string;
}

export interface LanguageTable {
  uni_id: string;
  name: string;
  label: string;
}

export interface RecipeTable {
  uni_id: string;
  u_title: string;
  u_image: string | null;
  u_image_source: string | null;
  u_source_type: string;
  u_views: number;
  u_likes: number;
  u_url: string | null;
  channel_id: string;
  language_id: string;
  list_category_id: string;
  u_ingredients: string;
  u_recipes: string;
  created: string;
  updated: string;
}

export interface KnowledgeCategoryTable {
  id: string;
  name: string;
  /** The product segment of `/lom/get/knowledgebase/{product}`. */
  product: string;
}

export interface KnowledgeTable {
  id: string;
  category_id: string;
  title: string;
  html: string;
  u_order: number;
  created: string;
  updated: string;
}

export interface AppUserTable {
  id: string;
  /** The mobile number, 10 digits. */
  user_name: string;
  first_name: string;
  last_name: string;
  email: string | null;
  password_hash: string;
  type: string;
  application: string;
  role: string;
  /** Null until the sign-up code is verified. */
  verified: string | null;
  created: string;
  updated: string;
}

export interface UserSessionTable {
  id: string;
  user_id: string;
  created: string;
  expires: string;
  revoked: string | null;
}

export interface OtpCodeTable {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  created: string;
  expires: string;
  failed_attempts: number;
  used: string | null;
}

/** One counted event (a code sent, a failed try) for the sliding-window limits. */
interface RateEventTable {
  id: string;
  key: string;
  created: string;
}

/** Hits of one limit's key in one fixed window, so that a flood from one address is refused across processes. */
interface RequestCounterTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface DeletionRequestTable {
  id: string;
  user_id: string | null;
  user_name: string;
  reason: string;
  description: string;
  requested: string;
  remove_after: string;
  completed: string | null;
}

export interface SpentTimeTable {
  id: string;
  user_id: string;
  start_time: string;
  end_time: string;
  time_spent: string;
  created: string;
}

export interface PushSubscriptionTable {
  id: string;
  recipient_token: string;
  topic: string;
  application_name: string;
  created: string;
}

interface AuditLogTable {
  id: string;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  details: string | null;
  created: string;
}

/** The right to set one new password, won by verifying a reset code (migration 0004). */
export interface PasswordResetGrantTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token handed to the client; the token itself is never stored. */
  token_hash: string;
  created: string;
  expires: string;
  used: string | null;
}

/** One row (id 1) whose version every write to a public table raises (migration 0006, decision 075). */
interface ContentVersionTable {
  id: number;
  version: number;
}

/** Secrets generated on first start and shared by every process on the database (migration 0006). */
interface ServerSecretTable {
  name: string;
  value: string;
}

/** An item a signed-in reader saved (migration 0007, decision 092). */
interface SavedItemTable {
  user_id: string;
  uni_id: string;
  saved: string;
}

/** A vendor, category, hot topic or words a signed-in reader muted (migration 0008, decision 093). */
interface MutedTermTable {
  user_id: string;
  kind: string;
  value: string;
  label: string;
  created: string;
}

interface FollowedTopicTable {
  user_id: string;
  /** `category` or `hot_topic`. */
  kind: string;
  target_id: string;
  created: string;
}

/** A browser's Web Push subscription: its push service's address and the keys its notices are encrypted to. */
interface WebPushDeviceTable {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  created: string;
  /** The language its notices are written in (decision 095). */
  locale: string;
}

/** When a topic last sent its followers a notice: at most one per topic per `FOLLOW_NOTICE_MS`. */
interface TopicNoticeTable {
  kind: string;
  target_id: string;
  sent: string;
}

/** A topic notice on its way to one browser (migration 0017, decision 208). */
interface PushNoticeTable {
  id: string;
  endpoint: string;
  /** The notice as JSON (`TopicNotice`). */
  notice: string;
  /** The time the process sending it gives up its hold (it died, say); '' when no process holds it. */
  claimed_until: string;
}

/** An item whose search text is to be computed again by the reader search's drain (migration 0018, decision 270). */
interface SiteSearchQueueTable {
  uni_id: string;
}

/** A public item in the reader search's index: its place by recency and its normalised words (decision 270). */
interface SiteSearchDocTable {
  uni_id: string;
  /** The second of `updated` times a million, plus a slot unique within that second: newer is larger. */
  rank_key: number | string;
  /** The item's title and body words, space-separated. */
  words: string;
  /** Its title's words alone, space-separated. */
  title: string;
  /** The loose keys of its words, space-separated. */
  loose: string;
}

/** An index word (`word`) under itself and each of its single deletions (`variant`), for typos (decision 270). */
interface SiteSearchVariantTable {
  variant: string;
  word: string;
}

/** The loose key of an index word, by the word's script, for a last word typed so far in the other (decision 270). */
interface SiteSearchLooseTable {
  /** ISO 15924: Latin or Devanagari. */
  script: 'latn' | 'deva';
  loose: string;
}

/** A timed job's run at one due time, claimed by the process whose insert made the row (migration 0017, decision 208). */
interface JobRunTable {
  job: string;
  due: string;
}

/** How often an item's detail was opened and its link followed on one UTC day (migration 0011, decision 098). */
interface ItemReachTable {
  uni_id: string;
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  opens: number;
  clicks: number;
}

/** The last check of an item's main link (0014-link-health.ts). */
interface LinkCheckTable {
  uni_id: string;
  /** Null while the first check is under way. */
  state: 'ok' | 'removed' | 'private' | 'unreachable' | null;
  failures: number;
  checked_at: string | null;
  /** When the item is due again; while a check runs, the lease of the process running it. */
  next_check_at: string;
  detail: string;
}

/** A feed polled for new entries, and how its polling goes (migration 0012, decision 099). */
export interface SourceTable {
  uni_id: string;
  name: string;
  /** What the curator gave: the feed itself or a page naming it. */
  url: string;
  feed_url: string;
  interval_minutes: number;
  category_id: string | null;
  sub_category_id: string | null;
  hot_topic_id: string | null;
  mode: string;
  /** JSON arrays of words. */
  hold_words: string;
  reject_words: string;
  daily_cap: number | null;
  /** 1 or 0. */
  enabled: number;
  created: string;
  updated: string;
  etag: string | null;
  last_modified: string | null;
  last_polled_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  failures: Generated<number>;
  /** When the source is due. */
  next_poll_at: string;
  /** While a poll runs, its claim: the time the process polling it gives up its hold (it dies, say). */
  polling_until: string | null;
  item_count: Generated<number>;
  /** The UTC day `cap_count` counts, YYYY-MM-DD. */
  cap_day: string | null;
  cap_count: Generated<number>;
}
