import type { I18n } from '@lingui/core';
import { fieldRuleMessages } from '@wiy/shared/admin-fields.schema';
import type { Locale } from '@wiy/shared/locales';
import { config } from 'zod';
import english from 'zod/v4/locales/en.js';
import hindi from 'zod/v4/locales/hi.js';
import { idsByWords, useKnownWords } from '../../lib/i18n/known-words.ts';

const ZOD_LOCALES: Record<Locale, typeof english> = { en: english, hi: hindi };

/**
 * zod's own words for a field the console's form refuses (too long, not a number) in the console's language,
 * now and after every switch; zod keeps one setting for the page, and only the console shows its words.
 */
export function validationFollowsLanguage(i18n: I18n): void {
  const apply = () => config(ZOD_LOCALES[i18n.locale as Locale]());
  apply();
  i18n.on('change', apply);
}

const FIELD_RULE_IDS = idsByWords(fieldRuleMessages, (key) => `console.rules.${key}`);

/** A field's problem in the console's language: the declaration's own rules through the catalogue, zod's as it words them. */
export const useFieldRuleText = () => useKnownWords(FIELD_RULE_IDS);
