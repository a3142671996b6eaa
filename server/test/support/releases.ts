import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What the shell's build says it provides (`shell/dist/federation.json`), under `staticRoot`: registration reads it. */
export async function writeShellFederation(staticRoot: string): Promise<void> {
  await mkdir(join(staticRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(
    join(staticRoot, 'shell', 'dist', 'federation.json'),
    JSON.stringify({ contract: '1.0.0', shared: { react: '18.3.1', '@pm/web/': '0.1.0' } }),
  );
}

/**
 * A release folder of mf-funds as `pnpm release` leaves it (`<releasesDir>/mf-funds/<version>/`): its manifest,
 * pages and `release.json`; `overrides` make one the shell cannot host.
 */
export async function writeRelease(
  releasesDir: string,
  version: string,
  overrides: { contract?: string; shared?: object } = {},
): Promise<void> {
  const dir = join(releasesDir, 'mf-funds', version);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'mf-manifest.json'), '{}');
  await writeFile(join(dir, 'pages.json'), JSON.stringify(['/project/budget']));
  const info = {
    remote: 'mf_funds',
    version,
    commit: `commit-of-${version}`,
    builtAt: '2026-11-30T10:00:00.000Z',
    contract: overrides.contract ?? '^1.0.0',
    shared: overrides.shared ?? { react: '^18.3.1', '@pm/web/': '^0.1.0' },
  };
  await writeFile(join(dir, 'release.json'), JSON.stringify(info));
}
