import { prefetchSignedInAppOnFirstInteraction, prefetchStartupFiles } from './prefetch-signed-in-app';

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );
const answer = (body: unknown, ok = true) =>
  jest.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('prefetchStartupFiles', () => {
  it("adds a prefetch link for each of the shell's start-up files", async () => {
    global.fetch = answer(['/main.1a2b3c4d.js', '/512.0a0b0c0d.js']);
    await prefetchStartupFiles();
    expect(global.fetch).toHaveBeenCalledWith('/startup-files.json', { credentials: 'same-origin' });
    expect(prefetched()).toEqual(['/main.1a2b3c4d.js', '/512.0a0b0c0d.js']);
  });

  it('fetches nothing off the site, and shrugs off a missing or broken list', async () => {
    global.fetch = answer(['//evil.example/x.js', 'https://evil.example/y.js', 42, '/ok.js']);
    await prefetchStartupFiles();
    expect(prefetched()).toEqual(['/ok.js']);
    document.head.innerHTML = '';
    global.fetch = answer(null, false);
    await prefetchStartupFiles();
    global.fetch = answer({ not: 'a list' });
    await prefetchStartupFiles();
    global.fetch = jest.fn(() => Promise.reject(new Error('offline')));
    await prefetchStartupFiles();
    expect(prefetched()).toEqual([]);
  });
});

describe('prefetchSignedInAppOnFirstInteraction', () => {
  it('waits for the first touch of the page, and starts once', async () => {
    global.fetch = answer(['/main.1a2b3c4d.js']);
    prefetchSignedInAppOnFirstInteraction();
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('focusin'));
    document.dispatchEvent(new Event('keydown'));
    await settle();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(prefetched()).toEqual(['/main.1a2b3c4d.js']);
  });
});
