import type { Root } from 'react-dom/client';

let root: Root | undefined;

/** The sign-in page's React root (start.tsx), so a warm start can take the page off the document. */
export function setSignInRoot(value: Root): void {
  root = value;
}

/**
 * Takes the sign-in page off the document before the signed-in app renders in it: its React tree, and its style
 * sheets (the app brings its own; the sign-in page's are under /sign-in/).
 */
export function leaveSignInPage(doc: Document = document): void {
  root?.unmount();
  root = undefined;
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (new URL(link.href, doc.baseURI).pathname.startsWith('/sign-in/')) link.remove();
  }
}
