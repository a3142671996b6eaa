import type { RemoteName } from '@pm/domain/contracts';

/** What the shell knows of one remote in this page: the settings drawer's health panel shows it. */
export interface RemoteHealth {
  /** The version the registry named when it was last loaded or checked. */
  registryVersion?: string;
  /** The version its loaded code says it is (`./app` module's `version`). */
  loadedVersion?: string;
  /** How long the last load or check took, in milliseconds. */
  loadMs?: number;
  /** The message of the last failure; cleared by a success. */
  lastError?: string;
  /** When it was last loaded or checked (ISO). */
  checkedAt?: string;
}

type Listener = () => void;

let health: Readonly<Partial<Record<RemoteName, RemoteHealth>>> = {};
const listeners = new Set<Listener>();

/** Records what a load or check found; a new object each time, so `useSyncExternalStore` sees the change. */
export function recordHealth(name: RemoteName, found: RemoteHealth): void {
  const { lastError: _previousError, ...kept } = health[name] ?? {};
  health = { ...health, [name]: { ...kept, ...found, checkedAt: new Date().toISOString() } };
  listeners.forEach((listener) => listener());
}

export const healthSnapshot = () => health;

export function subscribeHealth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Measures one load (or check) and records it: its time, the versions it found, or its error. The error is passed
 * on: the caller still shows the refresh prompt.
 */
export async function measured<T>(
  name: RemoteName,
  registryVersion: string,
  work: () => Promise<T>,
  loadedVersion: (result: T) => string | undefined = () => undefined,
): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    const version = loadedVersion(result);
    recordHealth(name, {
      registryVersion,
      loadMs: Math.round(performance.now() - started),
      ...(version ? { loadedVersion: version } : {}),
    });
    return result;
  } catch (error) {
    recordHealth(name, {
      registryVersion,
      loadMs: Math.round(performance.now() - started),
      lastError: messageOf(error),
    });
    throw error;
  }
}
