import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminContractSort } from '@lobby/contract/admin/agent-contracts';
import {
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_STATUSES,
  CONTRACT_PRODUCT_TYPES,
  type AgentContractKind,
  type AgentContractStatus,
  type ContractProductType,
  type ContractTierView,
} from '@lobby/contract/agent-contracts';
import type { Db } from '../../db/client';
import { agentContracts, members } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type ContractRow = typeof agentContracts.$inferSelect;

/** Whose contracts: a member on the serving merchant. */
export interface Owner {
  memberId: number;
  merchantCode: string;
}

export interface OfferValues {
  memberId: number;
  kind: AgentContractKind;
  productType: ContractProductType;
  tiers: ContractTierView[];
}

export interface ContractFilter {
  memberId?: number | undefined;
  kind?: AgentContractKind | undefined;
  status?: AgentContractStatus | undefined;
}

export interface ContractPage {
  sort: AdminContractSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A column's place in the contract's own order (kinds and product types are not alphabetical). */
function rankIn(column: SQL | typeof agentContracts.kind, values: readonly string[]): SQL {
  const whens = values.map((value, index) => sql`when ${value}::text then ${sql.raw(String(index))}`);
  return sql`(case ${column} ${sql.join(whens, sql` `)} else ${sql.raw(String(values.length))} end)`;
}
const kindRank = rankIn(agentContracts.kind, AGENT_CONTRACT_KINDS);
const productRank = rankIn(sql`${agentContracts.productType}`, CONTRACT_PRODUCT_TYPES);
const SORT_COLUMNS: Record<AdminContractSort, SQL> = {
  username: sql`${members.usernameKey}`,
  kind: kindRank,
  status: rankIn(sql`${agentContracts.status}`, AGENT_CONTRACT_STATUSES),
  updated: sql`coalesce(${agentContracts.decidedAt}, ${agentContracts.offeredAt})`,
};

const ofOwner = (owner: Owner) =>
  and(eq(agentContracts.memberId, owner.memberId), eq(agentContracts.merchantCode, owner.merchantCode));
const order = [asc(agentContracts.kind), asc(agentContracts.productType)] as const;

/** Agent contracts: the agent's reads and answers, the operator's offers. */
export function createAgentContractsRepository(db: Db) {
  return {
    /** A member of the merchant by username (case-insensitive), to offer a contract to. */
    async memberByUsername(merchantCode: string, username: string) {
      const [row] = await db
        .select({ id: members.id, username: members.username, type: members.type, trial: members.trial })
        .from(members)
        .where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, username.toLowerCase())));
      return row;
    },

    /** The member's contracts, of one kind or every kind, in a stable order. */
    ofMember(owner: Owner, kind?: AgentContractKind): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(and(ofOwner(owner), kind ? eq(agentContracts.kind, kind) : undefined))
        .orderBy(...order);
    },

    /** The member's offers still waiting for an answer (the status index). */
    waiting(owner: Owner): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(and(ofOwner(owner), eq(agentContracts.status, 'offered')))
        .orderBy(...order);
    },

    /**
     * Answer an offer in one statement: only the member's own contract, only while it is offered, so
     * two taps (or two tabs) decide it once. 'missing' when it is not the member's, 'decided' when
     * it was answered already.
     */
    async decide(
      owner: Owner,
      id: number,
      status: 'accepted' | 'refused',
    ): Promise<ContractRow | 'missing' | 'decided'> {
      const [row] = await db
        .update(agentContracts)
        .set({ status, decidedAt: sql`now()` })
        .where(and(ofOwner(owner), eq(agentContracts.id, id), eq(agentContracts.status, 'offered')))
        .returning();
      if (row) return row;
      const [existing] = await db
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(and(ofOwner(owner), eq(agentContracts.id, id)));
      return existing ? 'decided' : 'missing';
    },

    /**
     * Offer a contract: a new one, or new terms over a refused or still-waiting one of the same kind
     * and product type (one statement). Undefined when an accepted contract is there: it is left alone.
     */
    async offer({ tx, merchantCode }: WriteScope, values: OfferValues): Promise<ContractRow | undefined> {
      const [row] = await tx
        .insert(agentContracts)
        .values({ ...values, merchantCode, status: 'offered' })
        .onConflictDoUpdate({
          target: [agentContracts.memberId, agentContracts.kind, agentContracts.productType],
          set: { tiers: values.tiers, status: 'offered', offeredAt: sql`now()`, decidedAt: null },
          setWhere: ne(agentContracts.status, 'accepted'),
        })
        .returning();
      return row;
    },

    /** The operator's list, a page of it sorted as asked (ties in the agent, kind, product order), and its size. */
    async list(merchantCode: string, filter: ContractFilter, page: ContractPage) {
      const where = and(
        eq(agentContracts.merchantCode, merchantCode),
        filter.memberId === undefined ? undefined : eq(agentContracts.memberId, filter.memberId),
        filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
        filter.status ? eq(agentContracts.status, filter.status) : undefined,
      );
      const direction = page.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select({ contract: agentContracts, username: members.username })
          .from(agentContracts)
          .innerJoin(members, eq(members.id, agentContracts.memberId))
          .where(where)
          .orderBy(
            direction(SORT_COLUMNS[page.sort]),
            asc(members.usernameKey),
            asc(kindRank),
            asc(productRank),
            asc(agentContracts.id),
          )
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(agentContracts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AgentContractsRepository = ReturnType<typeof createAgentContractsRepository>;
