import { inArray, is, Placeholder, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Statements built once per shape. Drizzle builds a statement's SQL text on every call, and for a list page that
 * cost the server more time than PostgreSQL took to run it (bench/api-http.mjs). A list instead binds its values
 * by name as placeholders (`Binder`), so the text depends only on the statement's shape: which filters are
 * present, which sort, which data scope. The text is built on a shape's first call and reused; each call sends
 * its own values.
 *
 * What may not be bound stays in the shape: a value the text is built from (a scope's department ids, a sort
 * column) must be named with `binder.shape(…)`. Outside production every reuse is checked against a fresh build
 * (`checkShapesOnReuse`), so a value left out of the shape fails the server's tests instead of sending one
 * caller's statement to another.
 */
export class Binder {
  readonly values: Record<string, unknown> = {};
  readonly #shape: string[] = [];

  /** `value` as the placeholder `name`; the shape records that it is there. */
  bind<T>(name: string, value: T): T | Placeholder {
    if (Object.hasOwn(this.values, name)) throw new Error(`${name} is bound twice`);
    this.values[name] = value;
    this.#shape.push(name);
    return sql.placeholder(name);
  }

  /** Something the text is built from: a sort, a kind of filter, a scope. */
  shape(part: string): void {
    this.#shape.push(`#${part}`);
  }

  get key(): string {
    return this.#shape.join('|');
  }

  /** The shape and the values: what a cached result of the statement is kept under. */
  get resultKey(): string {
    return `${this.key}:${JSON.stringify(this.values)}`;
  }
}

/**
 * For the callers that build a statement once and run it once (an export, a locking read): values stay in the
 * statement as Drizzle's own parameters and nothing is cached. `shape` is ignored.
 */
export class InlineValues extends Binder {
  override bind<T>(_name: string, value: T): T {
    return value;
  }
  override shape(): void {}
}

/** Values left in the statement (`InlineValues`). */
export const INLINE = new InlineValues();

/** `column = any(list)`: one array parameter whatever the list's length (an inline list keeps Drizzle's `in`). */
export function anyOf(binder: Binder, name: string, column: Column, list: readonly unknown[]): SQL {
  if (binder instanceof InlineValues) return inArray(column, [...list]);
  return sql`${column} = any(${binder.bind(name, list)})`;
}

export interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
  toSQL(): { sql: string; params: unknown[] };
}

interface Prepared<Result> {
  /** The text and the values built into it (placeholders by name): what a reuse must build again. */
  text: string;
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Shapes kept per database; the oldest goes first beyond this (a shape per filter combination and scope). */
const MAX_SHAPES = 500;
const byExecutor = new WeakMap<Executor, Map<string, Prepared<unknown>>>();
let verify = false;

/**
 * Whether a reuse is checked against a fresh build (the text and the values built into it): on in development
 * and test (buildApp), where building twice costs nothing that matters, so a value missing from a shape fails there.
 */
export function checkShapesOnReuse(on: boolean): void {
  verify = on;
}

/** The SQL and every value built into it; a placeholder by its name. */
function builtText(query: Preparable<unknown>): string {
  const { sql: text, params } = query.toSQL();
  return `${text} ${JSON.stringify(params, (_key, value: unknown) => (is(value, Placeholder) ? `:${value.name}` : value))}`;
}

export class ShapeMismatchError extends Error {
  override name = 'ShapeMismatchError';
}

/**
 * Runs the statement `build` makes for this shape (`key`: the statement's name and the binder's shape) with the
 * binder's values and `extra` ones. Built on the shape's first call for `db`; a transaction is another executor,
 * so its statements are its own. Sent unnamed: PostgreSQL plans each call with its values.
 */
export async function runShaped<Result>(
  db: Executor,
  key: string,
  values: Record<string, unknown>,
  build: () => Preparable<Result>,
): Promise<Result> {
  let shapes = byExecutor.get(db);
  if (!shapes) {
    shapes = new Map();
    byExecutor.set(db, shapes);
  }
  let prepared = shapes.get(key) as Prepared<Result> | undefined;
  if (prepared) {
    if (verify && builtText(build()) !== prepared.text)
      throw new ShapeMismatchError(
        `${key} is built differently: a value it is built from is not in its shape`,
      );
    shapes.delete(key);
  } else {
    const query = build();
    const statement = query.prepare('');
    prepared = { text: builtText(query), execute: (bound) => statement.execute(bound) };
  }
  shapes.set(key, prepared);
  if (shapes.size > MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
  return prepared.execute(values);
}
