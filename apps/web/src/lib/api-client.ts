import { isErrorCode, type ErrorCode, type Envelope } from '@lobby/contract';

/** A failed call: an error code from the contract's catalogue, or `network` when no answer came. */
export type ApiErrorCode = ErrorCode | 'network';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status?: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ParamValue = string | number | boolean | null | undefined | readonly string[];
export type QueryParams = Record<string, ParamValue>;

/** Path plus query string; empty values are left out, arrays become comma lists. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** GET a contract path and unwrap the `{ success, value }` envelope, or throw an ApiError. */
export async function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), { signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', 'Network request failed');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('system.error', `Unreadable response (${response.status})`, response.status);
  }
  return unwrap<T>(body, response.status);
}

/** The value of a success envelope, or the ApiError a failure envelope describes. */
export function unwrap<T>(body: unknown, status: number): T {
  if (!isEnvelope(body)) throw new ApiError('system.error', 'Unexpected response', status);
  if (body.success) return body.value as T;
  const code = isErrorCode(body.code) ? body.code : 'system.error';
  throw new ApiError(code, body.message, status, body.field);
}
