import type { PublicKey } from '@lobby/contract/auth';
import {
  API_PATHS,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  type Envelope,
  type ErrorCode,
  type FailureValue,
} from '@lobby/contract/core';
import { encryptPayload } from './encryption';
import { i18next, loadErrorMessages } from './i18n';
import { endSession, sessionToken } from './session';
import { noteRefusal } from './site-status-store';
import { watchSlow } from './slow-notice';

/** A failed call: an error code from the contract's catalogue, or `network` when no answer came. */
export type ApiErrorCode = ErrorCode | 'network';

export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status?: number,
    readonly field?: string,
    /** Extra facts: a login that now needs a captcha, when a lock ends. */
    readonly value?: FailureValue,
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

/**
 * The value of a success envelope, or the ApiError a failure envelope describes. Its code is checked against the
 * catalogue by `withMessage`, once the failure messages are loaded.
 */
export function unwrap<T>(body: unknown, status: number): T {
  if (!isEnvelope(body)) throw new ApiError('system.error', 'Unexpected response', status);
  if (body.success) return body.value as T;
  // Vetted by withMessage: a code outside the catalogue becomes a system error there.
  const code = (typeof body.code === 'string' ? body.code : 'system.error') as ErrorCode;
  throw new ApiError(code, body.message, status, body.field, body.value);
}

/**
 * A failure ready to show: its messages loaded (a lazy bundle), and a code they do not know (a newer server's, or
 * none of ours) shown as a system error. The failure messages name every catalogue code (error-messages.test.ts),
 * so the catalogue itself stays off the first load.
 */
async function withMessage(error: unknown): Promise<unknown> {
  if (!(error instanceof ApiError) || error.code === 'network') return error;
  const loaded = await loadErrorMessages().then(
    () => true,
    () => false,
  );
  if (!loaded || i18next.exists(`errors.${error.code}`)) return error;
  return new ApiError('system.error', error.message, error.status, error.field, error.value);
}

/** Send with the session token; a failure is thrown as an ApiError whose message is ready to show. */
async function request<T>(url: string, init: RequestInit = {}): Promise<T> {
  try {
    return await watchSlow(fetchEnvelope<T>(url, init));
  } catch (error) {
    throw await withMessage(error);
  }
}

/** One call; a session the server no longer knows is forgotten here. */
async function fetchEnvelope<T>(url: string, init: RequestInit): Promise<T> {
  const token = sessionToken();
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError('network', 'Network request failed');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError('system.error', `Unreadable response (${response.status})`, response.status);
  }
  try {
    return unwrap<T>(body, response.status);
  } catch (error) {
    const ended = error instanceof ApiError && (error.code === 'session.ended' || error.code === 'login.required');
    if (ended && token && token === sessionToken()) endSession();
    // Maintenance or a blocked region: whichever call hears it first shows the status page.
    if (error instanceof ApiError) noteRefusal(error.code);
    throw error;
  }
}

/**
 * GET a picture behind the member's token (an <img> cannot send it): the bytes as a Blob. A failure
 * is the JSON envelope the server sent, thrown as its ApiError.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionToken();
  const response = await fetch(path, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.ok) return response.blob();
  const body: unknown = await response.json().catch(() => null);
  try {
    return unwrap<Blob>(body, response.status);
  } catch (error) {
    throw await withMessage(error);
  }
}

/** GET a contract path and unwrap the `{ success, value }` envelope, or throw an ApiError. */
export function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  return request<T>(buildUrl(path, params), { signal });
}

export type SendMethod = 'POST' | 'PUT' | 'DELETE';

export interface SendOptions {
  /** Send the JSON body as a JWE for the server's public key (login, register, phone reset). */
  encrypted?: boolean;
  /** Send the body form-encoded instead of JSON. */
  form?: boolean;
  /** Extra headers for a JSON body (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** POST, PUT or DELETE a contract path with a JSON (or form, or encrypted) body. */
export function apiSend<T>(method: SendMethod, path: string, body?: object, options: SendOptions = {}): Promise<T> {
  if (options.encrypted) return sendEncrypted<T>(method, path, body ?? {});
  if (body === undefined) return request<T>(path, { method });
  // Multipart (reward pictures): the browser writes the boundary into the content type itself.
  if (body instanceof FormData) return request<T>(path, { method, body });
  if (options.form) {
    const form = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value ?? '')]));
    return request<T>(path, { method, body: form });
  }
  const headers = { ...options.headers, 'Content-Type': 'application/json' };
  return request<T>(path, { method, headers, body: JSON.stringify(body) });
}

let publicKey: Promise<PublicKey> | null = null;

function currentPublicKey(): Promise<PublicKey> {
  const pending = (publicKey ??= apiGet<PublicKey>(API_PATHS.publicKey));
  pending.catch(() => {
    if (publicKey === pending) publicKey = null;
  });
  return pending;
}

/** An encrypted call; when the server cannot read it (rotated key) the key is fetched again, once. */
async function sendEncrypted<T>(method: SendMethod, path: string, body: object): Promise<T> {
  const send = async () => {
    const payload = await encryptPayload(await currentPublicKey(), body);
    const headers = { 'Content-Type': 'application/json', [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME };
    return request<T>(path, { method, headers, body: JSON.stringify({ payload }) });
  };
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'request.encryption.invalid')) throw error;
    publicKey = null;
    return send();
  }
}
