import { confirmPasswordProblem, isProfileTooLong, maskEmail, newPasswordProblem } from './setting-rules';

describe('isProfileTooLong (profile at most 200 words)', () => {
  it('accepts an empty profile and exactly 200 words', () => {
    expect(isProfileTooLong(undefined)).toBe(false);
    expect(isProfileTooLong('')).toBe(false);
    expect(isProfileTooLong(Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '))).toBe(false);
    expect(isProfileTooLong('字'.repeat(200))).toBe(false);
  });

  it('refuses 201 words, Latin or CJK', () => {
    expect(isProfileTooLong(Array.from({ length: 201 }, () => 'word').join(' '))).toBe(true);
    expect(isProfileTooLong(`${'字'.repeat(200)} one`)).toBe(true);
  });
});

describe('newPasswordProblem', () => {
  it('asks for a password first', () => {
    expect(newPasswordProblem('', 'Old@12345')).toBe('required');
    expect(newPasswordProblem(undefined, undefined)).toBe('required');
  });

  it.each(['abc', 'abcdef', 'Abcdef1', 'abcdef1!', 'ABCDEF1!', 'Abc def1!'])(
    'refuses the weak password %p with the hint',
    (password) => {
      expect(newPasswordProblem(password, 'Old@12345')).toBe('weak');
    },
  );

  it('refuses the old password again', () => {
    expect(newPasswordProblem('Old@12345', 'Old@12345')).toBe('sameAsOld');
  });

  it('accepts a strong new password', () => {
    expect(newPasswordProblem('New@2024x', 'Old@12345')).toBeNull();
  });
});

describe('confirmPasswordProblem', () => {
  it('needs the same password typed twice', () => {
    expect(confirmPasswordProblem('', 'New@2024x')).toBe('required');
    expect(confirmPasswordProblem('New@2024', 'New@2024x')).toBe('mismatch');
    expect(confirmPasswordProblem('New@2024x', 'New@2024x')).toBeNull();
  });
});

describe('maskEmail', () => {
  it('keeps the first and last character of the name and the domain', () => {
    expect(maskEmail('alice@example.org')).toBe('a***e@example.org');
    expect(maskEmail('al@example.org')).toBe('a***@example.org');
    expect(maskEmail('a@example.org')).toBe('a***@example.org');
  });

  it('copes with what is not an address', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('nobody')).toBe('n***');
    expect(maskEmail('@example.org')).toBe('@***');
  });
});
