import { connect } from 'node:net';

/** The Redis the shared-state tests use: PM_TEST_REDIS_URL (CI sets it: .ci/run starts Redis), else the local one. */
export const TEST_REDIS_URL = process.env.PM_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why a Redis test cannot run here, or false when it can. With PM_TEST_REDIS_URL set (CI) it always runs, and a
 * Redis that does not answer fails it; a developer's machine without Redis skips it with this reason.
 */
export async function redisMissing(url = TEST_REDIS_URL): Promise<string | false> {
  if (process.env.PM_TEST_REDIS_URL) return false;
  const { hostname, port } = new URL(url);
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  return reachable ? false : `no Redis at ${url} (set PM_TEST_REDIS_URL, as CI does, to require one)`;
}
