// Build times for `pnpm bench`: every app built from scratch (two at a time, as `pnpm build` does), then one
// remote's source changed and `pnpm build` run again — it must rebuild that remote only.
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CHANGED_REMOTE = 'mf-funds';

export async function buildTimes(root) {
  const { build } = await import(pathToFileURL(path.join(root, 'scripts', 'build.mjs')).href);
  const started = Date.now();
  const all = await build({ force: true });
  const whole = (Date.now() - started) / 1000;
  if (all.some(({ code }) => code !== 0)) throw new Error('the build failed');

  const file = path.join(root, CHANGED_REMOTE, 'src', 'app.tsx');
  const original = readFileSync(file, 'utf8');
  let again;
  let seconds;
  try {
    appendFileSync(file, `\n// bench ${Date.now()}\n`);
    const restarted = Date.now();
    again = await build();
    seconds = (Date.now() - restarted) / 1000;
  } finally {
    writeFileSync(file, original);
  }
  // Back to the committed source, so the next `pnpm build` has nothing to do.
  await build();
  const rebuilt = again.filter(({ state }) => state === 'built').map(({ app }) => app);
  return {
    apps: Object.fromEntries(all.map(({ app, seconds: s }) => [app, s])),
    whole,
    oneRemote: {
      app: CHANGED_REMOTE,
      seconds,
      rebuilt,
      onlyIt: rebuilt.length === 1 && rebuilt[0] === CHANGED_REMOTE,
    },
  };
}
