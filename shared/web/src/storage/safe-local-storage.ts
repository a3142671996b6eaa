/**
 * localStorage can throw (Safari private mode, storage disabled by policy, quota exceeded, sandboxed iframes).
 * A session that cannot be persisted should degrade to "not signed in", never crash the page, so every access
 * goes through these helpers.
 */
export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply lives for this page only (callers keep their own state).
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as writeItem: a storage that cannot be written holds nothing to remove.
  }
}
