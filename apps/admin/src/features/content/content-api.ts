import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiFailure, api } from '../../lib/api';
import { readSession } from '../../lib/session';

/** The query string of a list's params: empty values left out. */
export function toSearch(params: Record<string, unknown>): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== '' && value !== null);
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/**
 * Create (POST to the collection) or change (PUT/PATCH to `collection/id`) one item; every list and
 * item of the kind is refetched afterwards.
 */
export function useSave<Body, Item>(collection: string, key: string, method: 'PUT' | 'PATCH' = 'PUT') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      api<Item>(id === null ? collection : `${collection}/${id}`, {
        method: id === null ? 'POST' : method,
        body: JSON.stringify(body),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [key] }),
  });
}

export function useRemove(collection: string, key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`${collection}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [key] }),
  });
}

/** Upload one file as multipart (api() speaks JSON only); the envelope's value, or an ApiFailure. */
export async function uploadFile<T>(path: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const session = readSession();
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  const envelope = (await response.json().catch(() => null)) as
    { success: true; value: T } | { success: false; code: string; message: string } | null;
  if (envelope?.success) return envelope.value;
  throw new ApiFailure(response.status, envelope ?? { code: 'system.error', message: response.statusText });
}
