/** Written by the shell's build (StartupFilesPlugin): the files its signed-in start needs. */
const STARTUP_FILES = '/startup-files.json';
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Once the user starts on the form, asks the browser to fetch the signed-in app's start-up files at idle priority
 * (`<link rel="prefetch">`), so the page load after the login finds them in its cache. Nothing is fetched for a
 * page nobody touches, and the sign-in page itself never waits for any of it.
 */
export function prefetchSignedInAppOnFirstInteraction(doc: Document = document): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTION) doc.removeEventListener(type, start, true);
    void prefetchStartupFiles(doc);
  };
  for (const type of FIRST_INTERACTION) doc.addEventListener(type, start, true);
}

export async function prefetchStartupFiles(doc: Document = document): Promise<void> {
  let files: unknown;
  try {
    const response = await fetch(STARTUP_FILES, { credentials: 'same-origin' });
    if (!response.ok) return;
    files = await response.json();
  } catch {
    // Only a head start: without it the app loads as it always would.
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || !file.startsWith('/') || file.startsWith('//')) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    doc.head.appendChild(link);
  }
}
