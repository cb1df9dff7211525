import { create } from 'zustand';
import { TOAST_MS } from '@lobby/contract/core';
import type { MessageKey } from './locales/en';

export type ToastTone = 'info' | 'success' | 'error' | 'loading';

/** One short message over the page: a message key, or a text the server wrote (rule messages). */
export interface Toast {
  id: number;
  tone: ToastTone;
  message?: MessageKey;
  values?: Record<string, string | number>;
  text?: string;
}

interface ToastOptions {
  tone?: ToastTone;
  /** How long it stays; null keeps it until hidden (loading notices). */
  durationMs?: number | null;
  values?: Record<string, string | number>;
}

export const useToastStore = create<{ toast: Toast | null }>(() => ({ toast: null }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Show a toast (replacing the one on screen); returns its id for hideToast. */
export function showToast(message: MessageKey | { text: string }, options: ToastOptions = {}): number {
  const { tone = 'info', durationMs = tone === 'loading' ? null : TOAST_MS, values } = options;
  const id = nextId++;
  const content = typeof message === 'string' ? { message } : { text: message.text };
  clearTimeout(timer);
  useToastStore.setState({ toast: { id, tone, values, ...content } });
  if (durationMs !== null) timer = setTimeout(() => hideToast(id), durationMs);
  return id;
}

/** Hide the toast with this id, if it is still the one on screen. */
export function hideToast(id: number): void {
  if (useToastStore.getState().toast?.id === id) useToastStore.setState({ toast: null });
}
