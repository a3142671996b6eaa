import { readFile, stat } from 'node:fs/promises';

/** Whether `path` is a regular file (false when missing, a folder, or unreadable). */
export const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/** A JSON file's content, or undefined when it is missing or not JSON: a build's manifest, pages, release.json. */
export async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}
