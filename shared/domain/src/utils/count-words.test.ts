import { PROFILE_MAX_WORDS, countWords } from './count-words';

describe('countWords', () => {
  it('counts whitespace-separated Latin tokens', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords('one')).toBe(1);
    expect(countWords('  one two\tthree\nfour  ')).toBe(4);
    expect(countWords("don't stop-me 2024 v1.2")).toBe(4);
  });

  it('counts each CJK character as one word', () => {
    expect(countWords('项目管理')).toBe(4);
    expect(countWords('こんにちは')).toBe(5);
    expect(countWords('안녕')).toBe(2);
  });

  it('mixes both rules, also without spaces between them', () => {
    expect(countWords('React 组件库')).toBe(4);
    expect(countWords('用React写')).toBe(3);
    expect(countWords('基金会 Foundation 2024年')).toBe(6);
  });

  it('does not count punctuation on its own', () => {
    expect(countWords('你好，世界。')).toBe(4);
    expect(countWords('hello - world ...')).toBe(2);
  });

  it('puts the profile limit between 200 and 201 words', () => {
    expect(PROFILE_MAX_WORDS).toBe(200);
    expect(countWords(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(200);
    expect(countWords('字'.repeat(201))).toBe(201);
  });
});
