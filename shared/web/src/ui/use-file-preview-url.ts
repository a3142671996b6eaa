import { useEffect, useState } from 'react';
import { fetchDownload } from './download';

/** A preview's state: loading (null), its object URL, or why it could not be read. */
export type PreviewUrl = { url: string } | { error: unknown } | null;

/**
 * A stored file fetched inline (`GET /pm/files/:id/preview`, the token as a header like every call) as an object
 * URL for an `<img>` or `<iframe>`; let go when the file changes or the component goes. `mime` overrides the type
 * the transport gave (a viewer picks its renderer by it); a new `attempt` fetches again.
 */
export function useFilePreviewUrl(
  fileId: number | null,
  { mime, attempt = 0 }: { mime?: string; attempt?: number } = {},
): PreviewUrl {
  const [shown, setShown] = useState<PreviewUrl>(null);
  useEffect(() => {
    if (fileId === null) {
      setShown(null);
      return undefined;
    }
    let url: string | null = null;
    let current = true;
    setShown(null);
    fetchDownload(`/pm/files/${fileId}/preview`).then(
      ({ blob }) => {
        if (!current) return;
        url = URL.createObjectURL(mime ? new Blob([blob], { type: mime }) : blob);
        setShown({ url });
      },
      (error: unknown) => current && setShown({ error }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, mime, attempt]);
  return shown;
}
