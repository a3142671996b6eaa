import { offerHandoff } from '../session/shell-handoff';

/** Written by the shell's build (entryScriptsPlugin, shared/web/webpack): the scripts its page loads. */
const ENTRY_SCRIPTS = '/entry-scripts.json';
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;
/** How long a login waits for a warm start still under way before it opens the app as a page load. */
export const WAIT_FOR_WARM_START_MS = 10_000;

type Start = () => void;

let warming: Promise<Start | null> | undefined;

/**
 * Once the user starts on the form, starts the signed-in app in this document without showing it
 * (session/shell-handoff.ts): while the user types, its code loads and runs, so the login only has to render it.
 * Nothing is fetched for a page nobody touches, and the sign-in page itself never waits for any of it.
 */
export function warmStartOnFirstInteraction(doc: Document = document): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTION) doc.removeEventListener(type, begin, true);
    void beginWarmStart(doc);
  };
  for (const type of FIRST_INTERACTION) doc.addEventListener(type, begin, true);
}

/** Starts the warm start once; resolves with how to show the app, or null when it could not get ready. */
export function beginWarmStart(doc: Document = document): Promise<Start | null> {
  warming ??= warmStart(doc);
  return warming;
}

async function warmStart(doc: Document): Promise<Start | null> {
  const scripts = await entryScripts();
  if (scripts.length === 0) return null;
  return new Promise((resolve) => {
    offerHandoff({ ready: resolve, failed: () => resolve(null) });
    for (const src of scripts) {
      const script = doc.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = () => resolve(null);
      doc.head.appendChild(script);
    }
  });
}

async function entryScripts(): Promise<string[]> {
  try {
    const response = await fetch(ENTRY_SCRIPTS, { credentials: 'same-origin' });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const scripts = (body as { scripts?: unknown } | null)?.scripts;
    if (!Array.isArray(scripts)) return [];
    // Only this site's own files.
    return scripts.filter(
      (src): src is string => typeof src === 'string' && src.startsWith('/') && !src.startsWith('//'),
    );
  } catch {
    // Only a head start: without it the app opens as a page load.
    return [];
  }
}

/**
 * After a login: shows the app in this document when its warm start is ready (waiting a little for one under
 * way), at `target`; otherwise, or if it fails to start, opens `target` as a page load (`openPage`).
 * `leaveSignInPage` takes the sign-in page off the document first.
 */
export async function openSignedInApp(
  target: string,
  leaveSignInPage: () => void,
  openPage: (url: string) => void = (url) => window.location.replace(url),
): Promise<void> {
  const start = warming
    ? await Promise.race([
        warming,
        new Promise<null>((resolve) => setTimeout(resolve, WAIT_FOR_WARM_START_MS, null)),
      ])
    : null;
  if (start) {
    try {
      window.history.replaceState(null, '', target);
      leaveSignInPage();
      start();
      return;
    } catch {
      // The page load below starts it afresh.
    }
  }
  openPage(target);
}

/** Tests: forget the warm start of the previous test. */
export function resetWarmStart(): void {
  warming = undefined;
}
