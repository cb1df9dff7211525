import type { Envelope, Failure, FailureValue } from '@lobby/contract/core';
import { clearSession, readSession } from './session';

/** A failed call: the catalogue code, the server's message and its extra facts (captcha needed). */
export class ApiFailure extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: FailureValue | undefined;
  /** The first failing input field, on validation failures. */
  readonly field: string | undefined;
  constructor(status: number, failure: Pick<Failure, 'code' | 'message' | 'value' | 'field'>) {
    super(failure.message);
    this.code = failure.code;
    this.status = status;
    this.value = failure.value;
    this.field = failure.field;
  }
}

/** Called when the API answers 401 on a signed-in call: the session is gone, back to sign-in. */
let onSignedOut: () => void = () => {};
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/** One call to the operator API with the session's Bearer token; the envelope's value, or an ApiFailure. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const session = readSession();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body) headers.set('Content-Type', 'application/json');
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(path, { ...init, headers });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (envelope?.success) return envelope.value;
  const failure = envelope ?? {
    code: 'system.error',
    message: response.statusText,
    value: undefined,
    field: undefined,
  };
  if (response.status === 401 && session) {
    clearSession();
    onSignedOut();
  }
  throw new ApiFailure(response.status, failure);
}

/** A file from the operator API (a CSV export): its bytes and the name the server gave it. */
export async function apiFile(path: string): Promise<{ blob: Blob; filename: string }> {
  const session = readSession();
  const headers = new Headers();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as Failure | null;
    throw new ApiFailure(
      response.status,
      failure ?? { code: 'system.error', message: response.statusText, value: undefined },
    );
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export';
  return { blob: await response.blob(), filename };
}

/** Hand a file to the browser as a download. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
