import type { AgentContractKind } from '@lobby/contract/agent-contracts';
import { ClockIcon, CoinsIcon, PercentIcon } from '../../../ui/icons';

const ICONS = { dailySalary: CoinsIcon, dividend: PercentIcon, hourlySalary: ClockIcon } as const;

/** Coins for the daily salary, a percent for the dividend, a clock for the hourly salary. */
export function ContractKindIcon({ kind, size = 22 }: { kind: AgentContractKind; size?: number }) {
  const Icon = ICONS[kind];
  return <Icon size={size} />;
}
