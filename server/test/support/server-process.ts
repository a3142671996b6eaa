import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serverRoot } from '../../src/paths';

/** A port nothing listens on now (the OS's pick, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** SIGKILL: no graceful close, as a crash or a pulled plug. */
  kill(): void;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

/**
 * The real server (src/main.ts through tsx) in a process of its own on `port`, with `env` on top of the test
 * environment; answers once `/readyz` says ready. What it writes to stderr is kept for a failure's message.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src', 'main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server ended (exit ${child.exitCode}): ${stderr}`);
    if (attempt > 240) {
      child.kill('SIGKILL');
      throw new Error(`the server did not get ready in 60 s: ${stderr}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    child,
    kill: () => child.kill('SIGKILL'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended;
    },
  };
}
