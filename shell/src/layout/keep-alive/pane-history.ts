import type { History, Listener, Location, Update } from 'history';

/** A view of the one history for one kept-alive page; `dispose` stops it following the real history. */
export interface PaneHistory extends History {
  dispose(): void;
}

/**
 * The history a kept-alive page sees. Navigation goes to the one real history (one URL, back/forward work), but
 * the page is only told about locations it owns (`owns`); for every other location it keeps the last one it
 * owned. So a remote's router hidden behind another tab keeps rendering its own page with its state, instead of
 * rendering its not-found route for a path of another remote, and it updates again as soon as the user comes
 * back to a location it owns (the same page, maybe with another query).
 */
export function createPaneHistory(history: History, owns: (location: Location) => boolean): PaneHistory {
  let current: Update = { action: history.action, location: history.location };
  const listeners = new Set<Listener>();
  const stop = history.listen((update) => {
    if (!owns(update.location)) return;
    current = update;
    listeners.forEach((listener) => listener(update));
  });

  return {
    get action() {
      return current.action;
    },
    get location() {
      return current.location;
    },
    createHref: (to) => history.createHref(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
    back: () => history.back(),
    forward: () => history.forward(),
    block: (blocker) => history.block(blocker),
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: stop,
  };
}
