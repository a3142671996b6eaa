import { isStrongPassword } from '@pm/domain/auth';
import { PROFILE_MAX_WORDS, countWords } from '@pm/domain/utils';

/** The rules of the user settings forms as plain functions: what the forms show is decided (and tested) here. */

export function isProfileTooLong(profile: string | undefined): boolean {
  return countWords(profile ?? '') > PROFILE_MAX_WORDS;
}

export type NewPasswordProblem = 'required' | 'weak' | 'sameAsOld';

/** The one password policy of the product (shared with the server), then: a change must change something. */
export function newPasswordProblem(
  password: string | undefined,
  oldPassword: string | undefined,
): NewPasswordProblem | null {
  if (!password) return 'required';
  if (!isStrongPassword(password)) return 'weak';
  if (password === oldPassword) return 'sameAsOld';
  return null;
}

export type ConfirmPasswordProblem = 'required' | 'mismatch';

export function confirmPasswordProblem(
  confirm: string | undefined,
  password: string | undefined,
): ConfirmPasswordProblem | null {
  if (!confirm) return 'required';
  return confirm === password ? null : 'mismatch';
}

/** 'alice@example.org' → 'a***e@example.org': enough to recognise one's own address, not to read it off a screen. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email ? `${email[0]}***` : '';
  const local = email.slice(0, at);
  const kept = local.length > 2 ? `${local[0]}***${local.at(-1)}` : `${local[0]}***`;
  return `${kept}${email.slice(at)}`;
}
