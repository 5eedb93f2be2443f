import { messages } from '@wiy/shared/account-rules';
import { idsByWords, useKnownWords } from './known-words.ts';

const RULE_IDS = idsByWords(messages, (key) => `rules.${key}`);

/** The account rules' texts (the forms' checks and the server's account answers) in the active language. */
export const useWireText = () => useKnownWords(RULE_IDS);
