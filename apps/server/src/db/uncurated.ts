/**
 * The curation columns of an item no source brought in and no curator rejected or scheduled (migrations 0012 and
 * 0013), for the rows the seeds and the tests build whole.
 */
export const UNCURATED = {
  source_id: null,
  decision: null,
  decision_word: null,
  rejected_date: null,
  rejected_reason: null,
  publish_at: null,
} as const;
