import { createAppStore } from '@pm/web/store';
import { watchDevice } from './watch-device';

/** A media query list whose answer the test changes. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const resize = (narrow: boolean) => {
    media.matches = narrow;
    listeners.forEach((listener) => listener());
  };
  return { media: media as unknown as MediaQueryList, resize, listeners };
}

describe('watchDevice', () => {
  it('sets the device from the window at start and follows it', () => {
    const store = createAppStore();
    const { media, resize, listeners } = fakeMedia(true);
    const stop = watchDevice(store, media);
    expect(store.getState().settings.settings.device).toBe('mobile');
    resize(false);
    expect(store.getState().settings.settings.device).toBe('desktop');
    resize(true);
    expect(store.getState().settings.settings.device).toBe('mobile');
    stop();
    expect(listeners.size).toBe(0);
  });
});
