/**
 * The shared state could not be read or written (Redis is down or does not answer). The error handler answers 503:
 * a limit that cannot be counted is not waived, so sign-in waits rather than letting unlimited guesses through.
 */
export class SharedStateUnavailable extends Error {
  override name = 'SharedStateUnavailable';
  constructor(cause: unknown) {
    super('the shared state (Redis) does not answer', { cause });
  }
}
