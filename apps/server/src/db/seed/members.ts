import { and, eq, inArray } from 'drizzle-orm';
import type { MemberStatus } from '@lobby/contract/members';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { ledgerEntries, members, wallets } from '../schema/index';
import { DEFAULT_MERCHANT_CODE, SECOND_MERCHANT_CODE } from './merchants-data';

interface DemoMember {
  username: string;
  password: string;
  type: number;
  nickname: string;
  email: string;
  mobileNum: string;
  invitationCode?: string;
  status?: MemberStatus;
  /** Opening balance in minor units (a seeded deposit). */
  balanceMinor?: number;
}

/** Demo accounts (README lists them): a player, an agent with an invitation code, an agent-only account, a disabled one. */
export const DEMO_MEMBERS: Record<string, DemoMember[]> = {
  [DEFAULT_MERCHANT_CODE]: [
    {
      username: 'demo',
      password: 'Demo1234',
      type: 0,
      nickname: 'Lucky Demo',
      email: 'demo@example.com',
      mobileNum: '81234567890',
      balanceMinor: 100_000,
    },
    {
      username: 'agent01',
      password: 'Agent1234',
      type: 1,
      nickname: 'Nova Agent',
      email: 'agent01@example.com',
      mobileNum: '81200000001',
      invitationCode: 'NOVA2026',
      balanceMinor: 500_000,
    },
    // Players with a balance, one per browser spec that plays, reads money or marks messages read: records and
    // play each have their own; the member centre reads a named member's card (the demo player's password is
    // changed by another); the content spec reads the inbox in Indonesian, which marks the message read.
    player('player01'),
    player('player02'),
    player('player03', 'Lucky Member'),
    player('player04'),
    // The console's members spec: one to disable, one whose balance finance adjusts.
    player('mbrdisable', 'Disable Demo'),
    player('mbrfunds', 'Funds Demo'),
    // The console's member page shows this one's responsible-gaming limits and time-out (seed/responsible-gaming.ts).
    player('rgdemo', 'Careful Player'),
    { username: 'teamlead', password: 'Agent1234', type: 41, nickname: 'Team Lead', email: '', mobileNum: '' },
    {
      username: 'closed01',
      password: 'Demo1234',
      type: 0,
      nickname: 'Closed',
      email: '',
      mobileNum: '',
      status: 'disabled',
    },
  ],
  [SECOND_MERCHANT_CODE]: [
    {
      username: 'reefer',
      password: 'Reef1234',
      type: 0,
      nickname: 'Reef Rider',
      email: 'reefer@example.com',
      mobileNum: '81299999999',
      balanceMinor: 50_000,
    },
  ],
};

const DEMO_DIALING_CODE = '+62';

/** Insert the demo accounts a merchant is missing (hashing only those). */
export async function seedMembers(db: Db, merchantCode: string): Promise<void> {
  const wanted = DEMO_MEMBERS[merchantCode] ?? [];
  if (wanted.length === 0) return;
  const existing = await db
    .select({ key: members.usernameKey })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        inArray(
          members.usernameKey,
          wanted.map((m) => m.username),
        ),
      ),
    );
  const have = new Set(existing.map((row) => row.key));
  for (const member of wanted.filter((m) => !have.has(m.username))) {
    const [created] = await db
      .insert(members)
      .values({
        merchantCode,
        username: member.username,
        usernameKey: member.username,
        passwordHash: await hashPassword(member.password),
        type: member.type,
        status: member.status ?? 'active',
        nickname: member.nickname,
        email: member.email,
        countryDialingCode: member.mobileNum ? DEMO_DIALING_CODE : '',
        mobileNum: member.mobileNum,
        invitationCode: member.invitationCode ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (created && member.balanceMinor) await openingDeposit(db, merchantCode, created.id, member.balanceMinor);
  }
}

/** A demo balance, as the ledger would have it: one deposit row and the wallet it leaves. */
async function openingDeposit(db: Db, merchantCode: string, memberId: number, amountMinor: number): Promise<void> {
  await db.insert(wallets).values({ memberId, merchantCode, balanceMinor: amountMinor });
  await db.insert(ledgerEntries).values({
    merchantCode,
    memberId,
    kind: 'deposit',
    amountMinor,
    balanceAfterMinor: amountMinor,
    reference: 'demo-opening-deposit',
  });
}

/** A seeded player with 1,000.00 for one browser spec. */
function player(username: string, nickname = '') {
  return { username, password: 'Play1234', type: 0, nickname, email: '', mobileNum: '', balanceMinor: 100_000 };
}
