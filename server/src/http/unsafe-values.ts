/**
 * Values no field may hold, whatever its schema says. NUL and lone surrogates: PostgreSQL refuses NUL in text and
 * in JSON (`invalid byte sequence`, `unsupported Unicode escape sequence`), and half a surrogate pair cannot be
 * written as UTF-8 (the driver would store U+FFFD instead of what was sent). Infinite numbers: a query string's
 * `1e309` becomes Infinity when read as a number, and Ajv checks bounds on finite numbers only.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isUnsafeText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

type Path = (string | number)[];

interface Visit {
  node: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit, last?: string): Path => {
  const path: Path = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * Where the first value (or key) `refused` refuses is (`['costItems', 0, 'name']`), or undefined. Iterative, with
 * links to parents rather than paths, so a hostile nesting depth costs neither stack nor memory.
 */
function find(value: unknown, refused: (leaf: unknown) => boolean): Path | undefined {
  const stack: Visit[] = [{ node: value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { node } = visit;
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index -= 1) {
        stack.push({ node: node[index], key: index, parent: visit });
      }
    } else if (node !== null && typeof node === 'object') {
      const keys = Object.keys(node);
      const refusedKey = keys.find(refused);
      if (refusedKey !== undefined) return pathOf(visit, refusedKey);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        stack.push({ node: (node as Record<string, unknown>)[key], key, parent: visit });
      }
    } else if (refused(node)) {
      return pathOf(visit);
    }
  }
  return undefined;
}

/** The first string or key holding NUL or a lone surrogate. */
export const findUnsafeText = (value: unknown) =>
  find(value, (leaf) => typeof leaf === 'string' && isUnsafeText(leaf));

/** The first number that is not finite. */
export const findInfiniteNumber = (value: unknown) =>
  find(value, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf));
