import { amountToMinor } from '@lobby/contract/admin/members';
import { describe, expect, it } from 'vitest';
import { kindOf, ledgerCsv } from './member-admin.mapping';

const entry = (reference: string, amount = '-12.50') => ({
  id: 7,
  kind: 'adjustment' as const,
  amount,
  balanceAfter: '87.50',
  reference,
  gameType: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('ledgerCsv', () => {
  it('writes a header and one CRLF line per entry, negative amounts as numbers', () => {
    expect(ledgerCsv([entry('operator:abc')])).toBe(
      'id,createdAt,kind,amount,balanceAfter,reference,gameType\r\n7,2026-01-01T00:00:00.000Z,adjustment,-12.50,87.50,operator:abc,\r\n',
    );
  });
  it('quotes commas and quotes, and defuses what a spreadsheet would run', () => {
    const line = ledgerCsv([entry('=HYPERLINK("x"),1')]).split('\r\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""x""),1"`);
    expect(ledgerCsv([entry('-cmd')]).split('\r\n')[1]).toContain(",'-cmd,");
  });
});

describe('kindOf', () => {
  it('reads trial first, then the agent types of the spec', () => {
    expect(kindOf({ type: 1, trial: true })).toBe('trial');
    expect(kindOf({ type: 0, trial: false })).toBe('player');
    expect(kindOf({ type: 40, trial: false })).toBe('player');
    expect(kindOf({ type: 41, trial: false })).toBe('agent');
  });
});

describe('amountToMinor', () => {
  it('reads whole and two-decimal amounts exactly', () => {
    expect(amountToMinor('150')).toBe(15_000);
    expect(amountToMinor('150.2')).toBe(15_020);
    expect(amountToMinor('0.05')).toBe(5);
    expect(amountToMinor('999999999.99')).toBe(99_999_999_999);
  });
});
