import { formatAmount, isGatewayKind, type CashierChannel } from '@lobby/contract/cashier';
import { ApiError } from '../../lib/envelope';
import type { Merchant } from '../site/merchant-directory';
import { cashierSettings, type CashierSettings } from './cashier-settings';
import type { CashierRepository, ChannelRecord, Direction } from './cashier.repository';
import { isEligible, isOpenAt } from './channel-rules';
import { timeZoneOf } from './merchant-day';

/** Who asks for a channel: the member's merchant, type and id (for the rank, read only when a channel needs it). */
export interface ChannelMember {
  merchant: Merchant;
  memberId: number;
  type: number;
}

interface Deps {
  repository: CashierRepository;
  /** The rank level a member holds (0 below the first rank). */
  rankLevel: (merchantCode: string, memberId: number) => Promise<number>;
  now?: () => Date;
}

/** A channel as a member sees it: no receiving account, no gateway settings. */
export function toPlayerChannel(row: ChannelRecord): CashierChannel {
  const money = (minor: number) => formatAmount(minor, row.currency);
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    manual: !isGatewayKind(row.kind),
    qr: isGatewayKind(row.kind) && row.gateway?.method === 'qr',
    names: row.names,
    iconUrl: row.iconUrl,
    currency: row.currency,
    min: money(row.minMinor),
    max: money(row.maxMinor),
    presets: row.presetsMinor.map(money),
    fee: row.fee,
    hours: row.hours,
  };
}

/** Payment channels and the cashier settings, for the deposit and withdrawal modules. */
export function createCashierService({ repository, rankLevel, now = () => new Date() }: Deps) {
  /** The rank is read once per call, and only when some channel limits by rank. */
  const levelFor = (member: ChannelMember, rows: readonly ChannelRecord[]) =>
    rows.some((row) => row.rankLevels.length > 0) ? rankLevel(member.merchant.code, member.memberId) : 0;

  return {
    settings(merchant: Merchant): CashierSettings {
      return cashierSettings(merchant.settings.cashier);
    },

    /** The channels this member may use now, in the operator's order (enabled, open, allowed). */
    async channels(member: ChannelMember, direction: Direction): Promise<ChannelRecord[]> {
      const rows = (await repository.channels(member.merchant.code, direction)).filter((row) => row.enabled);
      const level = await levelFor(member, rows);
      const at = now();
      return rows.filter(
        (row) => isOpenAt(row.hours, timeZoneOf(member.merchant), at) && isEligible(row, member.type, level),
      );
    },

    /**
     * One channel this member may use now, with its server-side settings (receiving account, gateway).
     * Unknown, another merchant's, another direction's or disabled: cashier.channel.not.found; closed
     * now: cashier.channel.closed; not for this member type or rank: cashier.channel.not.allowed.
     */
    async channel(member: ChannelMember, id: number, direction: Direction): Promise<ChannelRecord> {
      const row = await repository.channel(member.merchant.code, id);
      if (!row || row.direction !== direction || !row.enabled) {
        throw new ApiError('cashier.channel.not.found', undefined, 'channelId');
      }
      if (!isOpenAt(row.hours, timeZoneOf(member.merchant), now())) {
        throw new ApiError('cashier.channel.closed', undefined, 'channelId');
      }
      if (!isEligible(row, member.type, await levelFor(member, [row]))) {
        throw new ApiError('cashier.channel.not.allowed', undefined, 'channelId');
      }
      return row;
    },

    /** A channel of the merchant whatever its state (an order already made on it; the operator's reads). */
    anyChannel(merchantCode: string, id: number): Promise<ChannelRecord | undefined> {
      return repository.channel(merchantCode, id);
    },

    /** Every channel of the merchant, both directions, whatever their state (totals name them). */
    allChannels(merchantCode: string): Promise<ChannelRecord[]> {
      return repository.all(merchantCode);
    },
  };
}
export type CashierService = ReturnType<typeof createCashierService>;
