/**
 * The words of a text as the reader search indexes and looks them up (decision 270): NFKC, lower-case, Latin
 * diacritics and the Devanagari nukta dropped, chandrabindu read as anusvara, markup and punctuation as spaces.
 * Each word is letters, marks and digits only, so no word carries the query syntax of either engine.
 */
export function searchWords(text: string): string[] {
  const plain = wellFormed(text)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .replace(/\u0901/g, '\u0902')
    .normalize('NFC');
  return plain.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== '' && word.length <= MAX_WORD_LENGTH);
}

/** The text with each lone surrogate (which no engine stores) as U+FFFD, as `String.prototype.toWellFormed` of ES2024 does. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Longer "words" are links or noise, never typed by a reader. */
const MAX_WORD_LENGTH = 40;

const VIRAMA = '\u094d';
/** Devanagari consonants as the Latin a Hindi speaker types, aspiration and retroflexion dropped. */
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  ळ: 'l',
};
/** Independent vowels and vowel signs, long and short alike. */
const VOWELS: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'e',
  ओ: 'o',
  औ: 'o',
  ऑ: 'o',
  '\u093e': 'a',
  '\u093f': 'i',
  '\u0940': 'i',
  '\u0941': 'u',
  '\u0942': 'u',
  '\u0943': 'ri',
  '\u0947': 'e',
  '\u0948': 'e',
  '\u094b': 'o',
  '\u094c': 'o',
  '\u0949': 'o',
  '\u0945': 'e',
  '\u0902': 'n',
  '\u0903': 'h',
};
const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** A Devanagari word in Latin letters, each consonant with its inherent 'a' unless a sign or virama follows. */
function romanise(word: string): string {
  let latin = '';
  // ज्ञ is said and typed "gy" ("gyan"), not the "jn" its letters spell.
  const chars = [...word.replaceAll('ज्ञ', 'ग्य')];
  chars.forEach((char, index) => {
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      const next = chars[index + 1];
      const signed = next !== undefined && (next === VIRAMA || (VOWELS[next] !== undefined && next >= '\u093e'));
      latin += signed ? consonant : `${consonant}a`;
    } else if (VOWELS[char] !== undefined) latin += VOWELS[char];
    else if (DEVANAGARI_DIGITS.includes(char)) latin += String(DEVANAGARI_DIGITS.indexOf(char));
    else if (char !== VIRAMA) latin += char;
  });
  return latin;
}

/**
 * A loose romanised key of a word: Devanagari romanised, then Latin folded so that the spellings of one Hindi word
 * meet (vowel length, the inherent 'a', au/o, ai/ay/e, c/k/q, w/v, ph/f, z/j, n/m before b and p, aspirates, doubled letters): "mausam",
 * "mosam" and "मौसम" all give "mosm". Only ever compared with other keys.
 */
export function looseKey(word: string): string {
  let key = looseKeys.get(word);
  if (key === undefined) {
    // Words repeat (a Zipf head): each is folded once, up to a bound on the memory it takes.
    if (looseKeys.size >= LOOSE_KEYS_KEPT) looseKeys.clear();
    key = fold(word);
    looseKeys.set(word, key);
  }
  return key;
}

const LOOSE_KEYS_KEPT = 50_000;
const looseKeys = new Map<string, string>();

function fold(word: string): string {
  return romanise(word)
    .replace(/ph/g, 'f')
    .replace(/([bcdgjklmnpqrstvwxyz])h/g, '$1')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/au|ou/g, 'o')
    .replace(/ai|ei|ay(?![aeiouy])/g, 'e')
    .replace(/n(?=[bp])/g, 'm')
    .replace(/[cq]/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/x/g, 'ks')
    .replace(/(.)\1+/gu, '$1')
    .replace(/(?<=.)a/gu, '');
}

/** A word's script, in ISO 15924's codes: Devanagari if it holds any Devanagari letter, else Latin. */
export function scriptOf(word: string): 'latn' | 'deva' {
  return /\p{Script=Devanagari}/u.test(word) ? 'deva' : 'latn';
}

/** Shortest last word (or its loose key) matched as a prefix: one letter would match most of the index. */
export const PREFIX_MIN_LENGTH = 2;

/** Shortest query word that is corrected for one typo, in characters. */
export const TYPO_MIN_LENGTH = 5;
/** Shortest index word kept in the typo vocabulary: a 5-letter query word one deletion away from it is a typo of it. */
export const VOCABULARY_MIN_LENGTH = TYPO_MIN_LENGTH - 1;

/** A word and every word one character shorter (SymSpell's single deletions). */
export function deletionVariants(word: string): string[] {
  const chars = [...word];
  const variants = new Set([word]);
  for (let i = 0; i < chars.length; i++) variants.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...variants];
}

/** Whether two words are at most one edit apart: an insertion, a deletion, a substitution or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  let j = 0;
  while (j < x.length - i && j < y.length - i && x[x.length - 1 - j] === y[y.length - 1 - j]) j++;
  const restX = x.length - i - j;
  const restY = y.length - i - j;
  if (restX <= 1 && restY <= 1) return true;
  return restX === 2 && restY === 2 && x[i] === y[i + 1] && x[i + 1] === y[i];
}
