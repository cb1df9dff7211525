import type {
  AdminAgentContract,
  AdminAgentContractPage,
  AdminContractOffer,
  AdminContractsQuery,
} from '@lobby/contract/admin/agent-contracts';
import {
  AGENT_CONTRACT_KINDS,
  CONTRACT_PRODUCT_TYPES,
  CONTRACT_REQUEST_FIELDS,
  type AgentContract,
  type AgentContractKind,
  type AgentContractsOfKind,
  type ContractProductType,
  type ContractRequest,
} from '@lobby/contract/agent-contracts';
import { isAgentType } from '@lobby/contract/members';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { AgentContractsRepository, ContractRow, Owner } from './agent-contracts.repository';

export function toContract(row: ContractRow): AgentContract {
  return {
    id: row.id,
    kind: row.kind,
    productType: row.productType as ContractProductType,
    status: row.status,
    tiers: row.tiers,
    offeredAt: row.offeredAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}

/** Daily salary, dividend, hourly salary; within a kind ALL first, then the game types in the contract's order. */
const kindRank = (row: ContractRow) => AGENT_CONTRACT_KINDS.indexOf(row.kind);
const productRank = (row: ContractRow) => CONTRACT_PRODUCT_TYPES.indexOf(row.productType as ContractProductType);
const byProduct = (a: ContractRow, b: ContractRow) => kindRank(a) - kindRank(b) || productRank(a) - productRank(b);

/** Contracts are for agents (spec: any type but 0, 4 and 40); everyone else is told so. */
function agentOwner(member: AuthContext): Owner {
  if (!isAgentType(member.type)) throw new ApiError('login.not.agent');
  return { memberId: member.memberId, merchantCode: member.merchantCode };
}

export function createAgentContractsService(repository: AgentContractsRepository, audited: AuditedWrites) {
  async function decide(member: AuthContext, id: number, status: 'accepted' | 'refused'): Promise<AgentContract> {
    const result = await repository.decide(agentOwner(member), id, status);
    if (result === 'missing') throw new ApiError('resource.not.found');
    if (result === 'decided') throw new ApiError('contract.decided');
    return toContract(result);
  }

  return {
    /**
     * The contract request: per kind, how many offers wait for the agent's answer (the home pop-ups
     * show one prompt per kind above 0), and those offers.
     */
    async request(member: AuthContext): Promise<ContractRequest> {
      const waiting = (await repository.waiting(agentOwner(member))).sort(byProduct);
      const count = (kind: AgentContractKind) => waiting.filter((row) => row.kind === kind).length;
      return {
        [CONTRACT_REQUEST_FIELDS.dailySalary]: count('dailySalary'),
        [CONTRACT_REQUEST_FIELDS.dividend]: count('dividend'),
        [CONTRACT_REQUEST_FIELDS.hourlySalary]: count('hourlySalary'),
        waiting: waiting.map(toContract),
      } as ContractRequest;
    },

    async ofKind(member: AuthContext, kind: AgentContractKind): Promise<AgentContractsOfKind> {
      const rows = await repository.ofMember(agentOwner(member), kind);
      return { kind, contracts: rows.sort(byProduct).map(toContract) };
    },

    accept: (member: AuthContext, id: number) => decide(member, id, 'accepted'),
    refuse: (member: AuthContext, id: number) => decide(member, id, 'refused'),

    /** Offer an agent of this merchant a contract (an unknown name or a non-agent is refused, naming the field). */
    async offer(actor: Actor, body: AdminContractOffer): Promise<AdminAgentContract> {
      const member = await repository.memberByUsername(actor.merchantCode, body.username);
      if (!member) throw new ApiError('resource.not.found', 'No member of this site has that username.', 'username');
      if (member.trial || !isAgentType(member.type)) {
        throw new ApiError('request.invalid', 'Contracts can only be offered to agents.', 'username');
      }
      const offer = { memberId: member.id, kind: body.kind, productType: body.productType, tiers: body.tiers };
      const row = await audited.write(
        actor,
        (scope) => repository.offer(scope, offer),
        (offered) =>
          offered && {
            action: 'agentContract.offer',
            targetType: 'agentContract',
            targetId: offered.id,
            detail: {
              username: member.username,
              kind: offered.kind,
              productType: offered.productType,
              tiers: offered.tiers,
            },
          },
      );
      if (!row) {
        throw new ApiError('contract.decided', 'The agent already accepted this contract.', 'productType');
      }
      return { ...toContract(row), username: member.username };
    },

    /** A page of the merchant's contracts; an unknown username is an empty page, not an error. */
    async list(merchantCode: string, query: AdminContractsQuery): Promise<AdminAgentContractPage> {
      const empty = { list: [], pageNum: query.pageNo, totalPages: 1, totalCount: 0 };
      let memberId: number | undefined;
      if (query.username) {
        const member = await repository.memberByUsername(merchantCode, query.username);
        if (!member) return empty;
        memberId = member.id;
      }
      const { rows, total } = await repository.list(
        merchantCode,
        { memberId, kind: query.kind, status: query.status },
        { sort: query.sort, order: query.order, offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
      );
      return {
        list: rows.map((row) => ({ ...toContract(row.contract), username: row.username })),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        totalCount: total,
      };
    },
  };
}
export type AgentContractsService = ReturnType<typeof createAgentContractsService>;
