import { auditMessages } from '../features/audit/messages';
import { membersMessages } from '../features/members/messages';
import { contentMessages } from '../features/content/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { rewardsMessages } from '../features/rewards/messages';
import { operatorsMessages } from '../features/operators/messages';
import { twoFactorMessages } from '../features/two-factor/messages';
import { gamesMessages } from '../features/games/messages';
import { coreMessages } from './core';

/**
 * The console's words, one `messages.ts` per feature merged here. A feature adds its import and one
 * entry to `FEATURES`; English is the fallback.
 */
const FEATURES = [
  coreMessages,
  auditMessages,
  membersMessages,
  contentMessages,
  dashboardMessages,
  rewardsMessages,
  operatorsMessages,
  twoFactorMessages,
  gamesMessages,
] as const;

type Feature = (typeof FEATURES)[number];
// Every feature's English keys as one object type (an intersection, not a recursive merge: i18next's
// key types give up on deep instantiation).
type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void ? I : never;
export type Messages = Intersection<Feature['en']>;

export const en = Object.assign({}, ...FEATURES.map((feature) => feature.en)) as Messages;
export const id = Object.assign({}, ...FEATURES.map((feature) => feature.id)) as Record<keyof Messages, string>;
