export type FormParams = Record<string, unknown>;

/**
 * Query parameters from a search form (specification §5): empty strings and empty arrays are dropped, arrays are
 * joined with commas, 0 and false are kept. null and undefined are dropped too: a cleared Arco Select or DatePicker
 * yields them, and sending 'null' or '' would filter on an empty value.
 */
export function filterFormParams(params: FormParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) result[key] = value.join(',');
      continue;
    }
    result[key] = value;
  }
  return result;
}

/** A search form's values as URL/query filters (specification §5, as `filterFormParams`), each value a string. */
export function formFilters(params: FormParams): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filterFormParams(params)).map(([key, value]) => [key, String(value)]),
  );
}
