import { auditMessages } from '../features/audit/messages';
import { gameProvidersMessages } from '../features/providers/messages';
import { membersMessages } from '../features/members/messages';
import { memberSecurityMessages } from '../features/members/security-messages';
import { contentMessages } from '../features/content/messages';
import { promotionMessages } from '../features/content/promotions/messages';
import { dashboardMessages } from '../features/dashboard/messages';
import { rewardsMessages } from '../features/rewards/messages';
import { operatorsMessages } from '../features/operators/messages';
import { twoFactorMessages } from '../features/two-factor/messages';
import { gamesMessages } from '../features/games/messages';
import { settingsMessages } from '../features/settings/messages';
import { playerCareMessages } from '../features/settings/player-care-messages';
import { signInMessages } from '../features/settings/sign-in-messages';
import { chatMessages } from '../features/chat/messages';
import { cashierMessages } from '../features/cashier/messages';
import { feedbackMessages } from '../features/feedback/messages';
import { coreMessages } from './core';

/**
 * The console's words, one `messages.ts` per feature merged here. A feature adds its import and one
 * entry to `FEATURES`; English is the fallback.
 */
const FEATURES = [
  coreMessages,
  auditMessages,
  gameProvidersMessages,
  membersMessages,
  memberSecurityMessages,
  contentMessages,
  promotionMessages,
  dashboardMessages,
  rewardsMessages,
  operatorsMessages,
  twoFactorMessages,
  gamesMessages,
  settingsMessages,
  playerCareMessages,
  signInMessages,
  chatMessages,
  cashierMessages,
  feedbackMessages,
] as const;

type Feature = (typeof FEATURES)[number];
type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (all: infer I) => void ? I : never;
// Every feature's keys as one flat object type: i18next's key types give up on a deep intersection.
type AllMessages = Intersection<Feature['en']>;
export type Messages = { [K in keyof AllMessages]: AllMessages[K] };

export const en = Object.assign({}, ...FEATURES.map((feature) => feature.en)) as Messages;
export const id = Object.assign({}, ...FEATURES.map((feature) => feature.id)) as Record<keyof Messages, string>;
