import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import type { ContentListItem, SourceRule } from '@wiy/shared/admin.schema';
import type { MessageId, Translate } from '../../lib/i18n/i18n.tsx';

/** The console's own catalogue, loaded with its screens (app/routes/admin.tsx) instead of with every page. */
export const CONSOLE_CATALOGUE = {
  en: () => import('../../locales/en/console.json?lingui').then((catalogue) => catalogue.messages),
  hi: () => import('../../locales/hi/console.json?lingui').then((catalogue) => catalogue.messages),
};

/**
 * The shared declarations (admin-entities.schema.ts, admin.schema.ts) name each entity and field in English, for every reader of it;
 * the console shows them from its catalogue under ids made of the entity and field names (one per declared
 * label, checked in record-fields.test.ts).
 */
export const entityTitleId = (entity: RecordEntity) => `console.entity.${entity}` as MessageId;
export const fieldLabelId = (entity: RecordEntity | 'content', field: string) => `console.field.${entity}.${field}` as MessageId;

/** The words of each rule of a source that decides an entry (decision 099), with the word that set it off. */
const RULE_IDS = {
  'reject-word': 'console.decision.rejectWord',
  'hold-word': 'console.decision.holdWord',
  hold: 'console.decision.hold',
  'auto-approve': 'console.decision.autoApprove',
} as const satisfies Record<SourceRule, MessageId>;

export const decisionText = (decision: NonNullable<ContentListItem['decision']>, t: Translate) => t(RULE_IDS[decision.rule], { word: decision.word ?? '' });
