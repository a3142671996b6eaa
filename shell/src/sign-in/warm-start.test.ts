import { takeHandoff } from '../session/shell-handoff';
import {
  WAIT_FOR_WARM_START_MS,
  beginWarmStart,
  openSignedInApp,
  resetWarmStart,
  warmStartOnFirstInteraction,
} from './warm-start';

const answer = (body: unknown, ok = true) =>
  jest.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const addedScripts = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((script) =>
    script.getAttribute('src'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  resetWarmStart();
  takeHandoff();
  jest.useRealTimers();
  window.history.replaceState(null, '', '/login');
});

describe('beginWarmStart', () => {
  it("adds the shell's entry scripts behind a handoff, and resolves with its start once the shell is ready", async () => {
    global.fetch = answer({ scripts: ['/main.1a2b3c4d.js'] });
    const warming = beginWarmStart();
    await settle();
    expect(global.fetch).toHaveBeenCalledWith('/entry-scripts.json', { credentials: 'same-origin' });
    expect(addedScripts()).toEqual(['/main.1a2b3c4d.js']);
    // What the shell's bootstrap does when it finds the handoff.
    const start = jest.fn();
    takeHandoff()?.ready(start);
    expect(await warming).toBe(start);
    expect(beginWarmStart()).toBe(warming);
  });

  it('loads nothing off the site, and gives up on a missing list, a failed script or a shell that fails', async () => {
    global.fetch = answer({ scripts: ['//evil.example/x.js', 'https://evil.example/y.js', 42] });
    expect(await beginWarmStart()).toBeNull();
    expect(addedScripts()).toEqual([]);
    resetWarmStart();
    global.fetch = answer(null, false);
    expect(await beginWarmStart()).toBeNull();
    resetWarmStart();
    global.fetch = jest.fn(() => Promise.reject(new Error('offline')));
    expect(await beginWarmStart()).toBeNull();

    resetWarmStart();
    global.fetch = answer({ scripts: ['/main.js'] });
    const scriptFails = beginWarmStart();
    await settle();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(await scriptFails).toBeNull();

    resetWarmStart();
    const shellFails = beginWarmStart();
    await settle();
    takeHandoff()?.failed(new Error('the registry did not load'));
    expect(await shellFails).toBeNull();
  });
});

describe('warmStartOnFirstInteraction', () => {
  it('waits for the first touch of the page, and starts once', async () => {
    global.fetch = answer({ scripts: ['/main.1a2b3c4d.js'] });
    warmStartOnFirstInteraction();
    await settle();
    expect(global.fetch).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('focusin'));
    document.dispatchEvent(new Event('keydown'));
    await settle();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(addedScripts()).toEqual(['/main.1a2b3c4d.js']);
  });
});

describe('openSignedInApp', () => {
  it('opens the page as a page load when nothing was warmed up', async () => {
    const leave = jest.fn();
    const openPage = jest.fn();
    await openSignedInApp('/home/workplace', leave, openPage);
    expect(openPage).toHaveBeenCalledWith('/home/workplace');
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows the warmed-up app in this document, at the target address, after the sign-in page has left', async () => {
    global.fetch = answer({ scripts: ['/main.js'] });
    void beginWarmStart();
    await settle();
    const calls: string[] = [];
    takeHandoff()?.ready(() => calls.push(`start at ${window.location.pathname}${window.location.search}`));
    const openPage = jest.fn();
    await openSignedInApp('/project/list?status=draft', () => calls.push('leave'), openPage);
    expect(calls).toEqual(['leave', 'start at /project/list?status=draft']);
    expect(openPage).not.toHaveBeenCalled();
  });

  it('waits for a warm start under way, and opens a page load when it takes too long or the start throws', async () => {
    jest.useFakeTimers();
    global.fetch = answer({ scripts: ['/main.js'] });
    void beginWarmStart();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    const openPage = jest.fn();
    const opening = openSignedInApp('/home/workplace', jest.fn(), openPage);
    await jest.advanceTimersByTimeAsync(WAIT_FOR_WARM_START_MS - 1);
    expect(openPage).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await opening;
    expect(openPage).toHaveBeenCalledWith('/home/workplace');

    jest.useRealTimers();
    resetWarmStart();
    void beginWarmStart();
    await settle();
    takeHandoff()?.ready(() => {
      throw new Error('render failed');
    });
    const fallback = jest.fn();
    await openSignedInApp('/home/workplace', jest.fn(), fallback);
    expect(fallback).toHaveBeenCalledWith('/home/workplace');
  });
});
