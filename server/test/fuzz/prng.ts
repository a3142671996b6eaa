/**
 * A small seeded generator (mulberry32): the same seed draws the same cases, so a failure found in CI is replayed
 * with `FUZZ_SEED=<seed>`.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    pick: (items) => items[below(items.length)]!,
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = below(i + 1);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, count);
    },
  };
}

/** The run's seed: FUZZ_SEED when given, else a fresh one (printed by the suite). */
export function fuzzSeed(env = process.env.FUZZ_SEED): number {
  if (env !== undefined && env !== '') {
    const seed = Number(env);
    if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${env}`);
    return seed >>> 0;
  }
  return Math.floor(Math.random() * 2 ** 32);
}
