import { REMOTE_CONTRACT_VERSION, releaseProblems } from './remote-release';

const shell = { contract: '1.2.0', shared: { react: '18.3.1', '@pm/web/': '0.1.0' } };

describe('releaseProblems', () => {
  it('finds none when the contract and every shared range hold', () => {
    expect(releaseProblems({ contract: '^1.0.0', shared: { react: '^18.2.0' } }, shell)).toEqual([]);
  });

  it("reads a subpath's version from the shell's trailing-slash key", () => {
    expect(releaseProblems({ contract: '^1.0.0', shared: { '@pm/web/api': '^0.1.0' } }, shell)).toEqual([]);
    expect(releaseProblems({ contract: '^1.0.0', shared: { '@pm/web/api': '^0.2.0' } }, shell)).toEqual([
      { kind: 'shared', name: '@pm/web/api', required: '^0.2.0', provided: '0.1.0' },
    ]);
  });

  it('names a contract the shell does not implement', () => {
    expect(releaseProblems({ contract: '^2.0.0', shared: {} }, shell)).toEqual([
      { kind: 'contract', required: '^2.0.0', provided: '1.2.0' },
    ]);
  });

  it('names each shared dependency out of range, missing from the shell, or with an unreadable range', () => {
    expect(
      releaseProblems(
        { contract: '^1.0.0', shared: { react: '^19.0.0', zustand: '^4.0.0', '@pm/web/': 'workspace:*' } },
        shell,
      ),
    ).toEqual([
      { kind: 'invalidRange', name: '@pm/web/', required: 'workspace:*' },
      { kind: 'shared', name: 'react', required: '^19.0.0', provided: '18.3.1' },
      { kind: 'sharedMissing', name: 'zustand', required: '^4.0.0' },
    ]);
  });

  it('is a semver version itself', () => {
    expect(REMOTE_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
