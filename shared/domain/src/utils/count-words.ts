/** The user profile's limit (specification §5, §9): 'No more than 200 words'. */
export const PROFILE_MAX_WORDS = 200;

// Scripts written without spaces between words: each character counts as one word.
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
// A token made only of punctuation or symbols ('-', '，', '…') is not a word.
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Words in a text, the one rule of the browser form and the server: each CJK character is a word; the rest is
 * split on whitespace and every token holding a letter or digit is a word ('React 组件库' → 4).
 */
export function countWords(text: string): number {
  let cjk = 0;
  const rest = text.replace(CJK_CHARACTER, () => {
    cjk += 1;
    return ' ';
  });
  const latin = rest.split(/\s+/).filter((token) => WORD_CHARACTER.test(token)).length;
  return cjk + latin;
}
