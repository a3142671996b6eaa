import { useCallback, useEffect, useRef } from 'react';
import type { FileRef, MaterialDetail } from '@pm/domain/shapes';

/**
 * Attaches uploads to an entry one after another, each sent with the entry's version the previous one left: files
 * chosen together finish uploading in any order, and each write moves the version on (a stale one is a 409).
 */
export function useVersionedAttach(
  entry: MaterialDetail,
  send: (version: number, file: FileRef) => Promise<MaterialDetail>,
): (file: FileRef) => Promise<unknown> {
  const version = useRef(entry.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // A newer read of the entry (another user's change, a step taken here) is the version to build on.
  useEffect(() => {
    version.current = Math.max(version.current, entry.version);
  }, [entry.version]);
  return useCallback(
    (file: FileRef) => {
      const attached = queue.current.then(async () => {
        version.current = (await send(version.current, file)).version;
      });
      queue.current = attached.catch(() => undefined);
      return attached;
    },
    [send],
  );
}
