import type { AuthUser } from '../shapes/session';

/** The shell's user state (specification §3): the server's user plus what the shell derives. */
export interface UserState extends Omit<AuthUser, 'roles'> {
  /** English role names, from each role's name_en. */
  role: string[];
  dictTree: unknown[];
  /** Permission codes the user holds (route keys and button codes). */
  accessList: string[];
}

export type Rule = 'user' | 'client';
export type UserRole = 'user' | 'admin';
