import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as accounts from './0004-accounts.ts';
import * as abuseLimits from './0005-abuse-limits.ts';
import * as sharedState from './0006-shared-state.ts';
import * as savedItems from './0007-saved-items.ts';
import * as mutes from './0008-mutes.ts';
import * as follows from './0009-follows.ts';
import * as noticeLanguage from './0010-notice-language.ts';
import * as itemReach from './0011-item-reach.ts';
import * as sources from './0012-sources.ts';
import * as scheduledPublishing from './0013-scheduled-publishing.ts';
import * as linkHealth from './0014-link-health.ts';
import * as linkChecksDue from './0015-link-checks-due.ts';
import * as foreignKeyIndexes from './0016-foreign-key-indexes.ts';
import * as fleetClaims from './0017-fleet-claims.ts';
import * as siteSearch from './0018-site-search.ts';

/** Migrations in order; the key is the name recorded in the database. Never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0004-accounts': accounts,
  '0005-abuse-limits': abuseLimits,
  '0006-shared-state': sharedState,
  '0007-saved-items': savedItems,
  '0008-mutes': mutes,
  '0009-follows': follows,
  '0010-notice-language': noticeLanguage,
  '0011-item-reach': itemReach,
  '0012-sources': sources,
  '0013-scheduled-publishing': scheduledPublishing,
  '0014-link-health': linkHealth,
  '0015-link-checks-due': linkChecksDue,
  '0016-foreign-key-indexes': foreignKeyIndexes,
  '0017-fleet-claims': fleetClaims,
  '0018-site-search': siteSearch,
};
