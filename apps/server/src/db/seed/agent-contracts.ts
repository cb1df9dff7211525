import { and, eq } from 'drizzle-orm';
import type { AgentContractKind, ContractTierView } from '@lobby/contract/agent-contracts';
import type { Db } from '../client';
import { agentContracts, members } from '../schema/index';
import { DEFAULT_MERCHANT_CODE } from './merchants-data';

interface DemoOffer {
  kind: AgentContractKind;
  productType: string;
  tiers: ContractTierView[];
}

/**
 * Offers waiting for the demo agent's answer (the home pop-ups prompt for them): a daily salary on
 * slots and on live casino (a share of the team's daily turnover, by turnover), and a dividend on
 * everything (a share of the team's profit over the period, by profit).
 */
export const DEMO_CONTRACT_OFFERS: Record<string, Record<string, DemoOffer[]>> = {
  [DEFAULT_MERCHANT_CODE]: {
    agent01: [
      {
        kind: 'dailySalary',
        productType: 'RNG',
        tiers: [
          { threshold: 10_000, rate: 0.3 },
          { threshold: 50_000, rate: 0.5 },
          { threshold: 200_000, rate: 0.8 },
        ],
      },
      {
        kind: 'dailySalary',
        productType: 'LIVE',
        tiers: [
          { threshold: 20_000, rate: 0.2 },
          { threshold: 100_000, rate: 0.4 },
          { threshold: 500_000, rate: 0.6 },
        ],
      },
      {
        kind: 'dividend',
        productType: 'ALL',
        tiers: [
          { threshold: 5_000, rate: 10 },
          { threshold: 20_000, rate: 20 },
          { threshold: 100_000, rate: 30 },
          { threshold: 500_000, rate: 40 },
        ],
      },
    ],
  },
};

/** Offer the demo agents their contracts, only to an agent who has none yet (answers are kept). */
export async function seedAgentContracts(db: Db, merchantCode: string): Promise<void> {
  for (const [username, offers] of Object.entries(DEMO_CONTRACT_OFFERS[merchantCode] ?? {})) {
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, username)));
    if (!member) continue;
    const [any] = await db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(eq(agentContracts.memberId, member.id))
      .limit(1);
    if (any) continue;
    await db
      .insert(agentContracts)
      .values(offers.map((offer) => ({ ...offer, merchantCode, memberId: member.id })))
      .onConflictDoNothing();
  }
}
