import { basename } from 'node:path';

/**
 * Characters a file name never keeps: controls (C0, DEL, C1), format characters — among them the bidirectional
 * controls (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C) that make `invoice‮fdp.exe` read as
 * `invoiceexe.pdf` — zero-width characters and the byte order mark, line and paragraph separators, and lone
 * surrogates.
 */
const UNSAFE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

export const withoutUnsafeCharacters = (text: string) => text.replace(UNSAFE_CHARACTERS, '');

/** The name as the user sees it: no folders, no unsafe characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const name = basename(withoutUnsafeCharacters(raw.replace(/\\/g, '/'))).trim();
  return name.length > 200 ? name.slice(name.length - 200) : name;
}
