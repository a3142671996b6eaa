/**
 * How the sign-in page hands its document over to the signed-in app (a warm start). Before it adds the shell's
 * entry scripts, the sign-in page leaves a handoff on `window`; the shell, finding it, gets ready without rendering
 * (federation, the registry, the remotes, the first page's code) and passes back how to start. After the login, the
 * sign-in page takes itself off the page and starts the app in the same document: no second page load.
 */
export interface ShellHandoff {
  /** The shell is ready: `start` renders it (at the address the sign-in page has put in the location bar). */
  ready(start: () => void): void;
  /** The shell could not get ready: the sign-in page opens the app as a page load instead. */
  failed(error: unknown): void;
}

const KEY = '__pmShellHandoff';

type WindowWithHandoff = Window & { [KEY]?: ShellHandoff };

export function offerHandoff(handoff: ShellHandoff, win: Window = window): void {
  (win as WindowWithHandoff)[KEY] = handoff;
}

/** The handoff the sign-in page left, once: undefined on an ordinary page load. */
export function takeHandoff(win: Window = window): ShellHandoff | undefined {
  const handoff = (win as WindowWithHandoff)[KEY];
  delete (win as WindowWithHandoff)[KEY];
  return handoff;
}
