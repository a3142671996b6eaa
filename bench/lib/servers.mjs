// The two servers `pnpm bench` compares: the product (built server and apps, a fresh embedded database, the test
// channel so the bench can answer the captcha) and the peer's production build served by ../shared/peer/serve.mjs
// with brotli, as the product's server sends it.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function waitFor(url) {
  for (let i = 0; i < 720; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

export async function startProduct(root, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pm-bench-'));
  const child = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      PM_TEST_CHANNEL: '1',
      AUTH_RATE_LIMIT: '1000',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FILES_DIR: path.join(dataDir, 'files'),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/remotes.json`);
  const api = async (url, init) => {
    const response = await fetch(`${base}/api${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init?.headers },
    });
    return (await response.json()).data;
  };
  return {
    base,
    stop: () => child.kill(),
    /** A signed-in administrator's stored token ('{token_type} {token}'). */
    async staffToken() {
      const { captcha_id } = await api('/pm/captcha');
      const { code } = await api(`/__test__/captcha/${captcha_id}`);
      const { token_type, token } = await api('/pm/login', {
        method: 'POST',
        body: JSON.stringify({ username: 'admin', password: 'Admin@12345', captcha_id, captcha: code }),
      });
      return `${token_type} ${token}`;
    },
  };
}

export async function startPeer(root, port) {
  const peer = path.join(root, '..', 'shared', 'peer');
  const child = spawn(process.execPath, [path.join(peer, 'serve.mjs')], {
    stdio: 'ignore',
    env: { ...process.env, DIST: path.join(peer, 'arco-pro', 'dist'), PORT: port, BR: '1' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/login`);
  return { base, stop: () => child.kill() };
}
