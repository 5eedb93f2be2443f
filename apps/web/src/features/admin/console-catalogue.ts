import type { RecordEntity } from '@wiy/shared/admin.schema';
import type { MessageId } from '../../lib/i18n/i18n.tsx';

/** The console's own catalogue, loaded with its screens (app/routes/admin.tsx) instead of with every page. */
export const CONSOLE_CATALOGUE = {
  en: () => import('../../locales/en/console.json?lingui').then((catalogue) => catalogue.messages),
  hi: () => import('../../locales/hi/console.json?lingui').then((catalogue) => catalogue.messages),
};

/**
 * The shared declaration (admin.schema.ts) names each entity and field in English, for every reader of it;
 * the console shows them from its catalogue under ids made of the entity and field names (one per declared
 * label, checked in record-fields.test.ts).
 */
export const entityTitleId = (entity: RecordEntity) => `console.entity.${entity}` as MessageId;
export const fieldLabelId = (entity: RecordEntity | 'content', field: string) => `console.field.${entity}.${field}` as MessageId;
