/**
 * The specification's password hint, enforced in one place for the server and every form: at least six characters,
 * no spaces, digits, letters and special characters, with both upper- and lowercase letters.
 */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_HINT =
  'At least six characters, digits, letters and special characters except spaces, containing both upper- and lowercase letters';

/** The first rule a password breaks, in the order a person fixes them. */
export type PasswordProblem = 'tooShort' | 'space' | 'digit' | 'lowercase' | 'uppercase' | 'special';

/** What each problem says, [zh-CN, en-US]. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, readonly [zhCN: string, enUS: string]> = {
  tooShort: [
    `密码至少 ${PASSWORD_MIN_LENGTH} 个字符`,
    `The password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  ],
  space: ['密码不能包含空格', 'The password must not contain spaces'],
  digit: ['密码须包含数字', 'The password must contain a digit'],
  lowercase: ['密码须包含小写字母', 'The password must contain a lowercase letter'],
  uppercase: ['密码须包含大写字母', 'The password must contain an uppercase letter'],
  special: [
    '密码须包含特殊字符（字母、数字和空格以外的字符）',
    'The password must contain a special character (not a letter, digit or space)',
  ],
};

/** `null` when the password satisfies the policy. Letters are A–Z/a–z; anything else that is not a digit or space is special. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (/\s/.test(password)) return 'space';
  if (!/\d/.test(password)) return 'digit';
  if (!/[a-z]/.test(password)) return 'lowercase';
  if (!/[A-Z]/.test(password)) return 'uppercase';
  if (!/[^A-Za-z0-9\s]/.test(password)) return 'special';
  return null;
}

export const isStrongPassword = (password: string): boolean => passwordProblem(password) === null;
