import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const isMissing = (error: unknown) => errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR';

/**
 * Files under a folder of this machine, at `<folder>/<key>` (FILE_STORAGE=local, the default): outside the web
 * root, each written once (`wx`). Enough for one server; several servers need the folder shared, or another store.
 */
export function localFolderStorage(folder: string): FileStorage {
  const root = resolve(folder);
  /** The key's path, never outside the folder (keys are the server's own, but a `..` would be a bug to stop). */
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the files folder: ${key}`);
    return path;
  };
  const size = async (key: string) =>
    stat(pathOf(key)).then(
      (stats) => (stats.isFile() ? stats.size : null),
      (error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      },
    );
  return {
    async write(key, source: Readable) {
      const path = pathOf(key);
      try {
        await mkdir(dirname(path), { recursive: true });
        await pipeline(source, createWriteStream(path, { flags: 'wx' }));
      } catch (error) {
        source.destroy();
        // `wx` refused an existing file: it is someone else's, not ours to remove.
        if (errorCode(error) !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
    },
    async read(key) {
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle ? handle.createReadStream() : null;
    },
    size,
    async exists(key) {
      return (await size(key)) !== null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {},
  };
}
