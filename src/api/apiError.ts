/**
 * An API call that did not succeed. `status` is 0 when no answer came (offline, timeout, DNS),
 * so callers can tell "the server said no" from "the server was not reached".
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
