/** The message of whatever a call or an RTK Query hook failed with, for an inline error; undefined if none. */
export function errorText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}
