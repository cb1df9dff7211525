import { auditMessages } from '../features/audit/messages';
import { chatMessages } from '../features/chat/messages';
import { coreMessages } from './core';

/**
 * The console's words, one `messages.ts` per feature merged here. A feature adds its import and one
 * entry to `FEATURES`; English is the fallback.
 */
const FEATURES = [coreMessages, auditMessages, chatMessages] as const;

type Merge<T extends readonly { en: object }[]> = T extends readonly [
  infer Head extends { en: object },
  ...infer Rest extends { en: object }[],
]
  ? Head['en'] & Merge<Rest>
  : unknown;

export type Messages = Merge<typeof FEATURES>;

export const en = Object.assign({}, ...FEATURES.map((feature) => feature.en)) as Messages;
export const id = Object.assign({}, ...FEATURES.map((feature) => feature.id)) as Record<keyof Messages, string>;
