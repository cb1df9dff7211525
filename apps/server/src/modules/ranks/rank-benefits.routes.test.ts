import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { AdminRanks } from '@lobby/contract/admin/ranks';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { RANK_BENEFIT_TEXT_MAX, RANK_BENEFITS_MAX, rankLadderSchema, type RankLadder } from '@lobby/contract/ranks';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerRanks } from '../../db/schema/index';
import { seedRanks } from '../../db/seed/ranks';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('VIP rank benefits on %s', (driver) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const ladder = async (language: string, headers: Record<string, string> = {}) => {
    const response = await getJson<Ok<RankLadder>>(t.app, `${API_PATHS.playerRanks}?language=${language}`, headers);
    expect(response.status).toBe(200);
    return rankLadderSchema.parse(response.body.value).ranks;
  };
  const adminRanks = async (token = admin, headers: Record<string, string> = {}) =>
    (await adminCall<Ok<AdminRanks>>(t.app, token, 'GET', ADMIN_PATHS.playerRanks, undefined, headers)).body.value
      .ranks;
  const put = <T>(ranks: unknown[], token = admin, headers: Record<string, string> = {}) =>
    adminCall<T>(t.app, token, 'PUT', ADMIN_PATHS.playerRanks, { ranks }, headers);
  const db = () => t.db.handle.db;
  const emptyBenefits = (merchantCode: string) =>
    db().update(playerRanks).set({ benefits: [] }).where(eq(playerRanks.merchantCode, merchantCode));
  const benefitCounts = async (merchantCode: string) =>
    (
      await db()
        .select({ benefits: playerRanks.benefits })
        .from(playerRanks)
        .where(eq(playerRanks.merchantCode, merchantCode))
        .orderBy(asc(playerRanks.labelId))
    ).map((rank) => rank.benefits.length);
  /** The current ladder with the first rank's benefits swapped for these. */
  const withBenefits = async (benefits: unknown[]) => {
    const [first, ...rest] = await adminRanks();
    return [{ ...first, benefits }, ...rest];
  };

  it("shows each site's seeded benefits in the asked language", async () => {
    const gold = (await ladder('en'))[2];
    expect(gold?.benefits[0]).toEqual({ kind: 'withdrawal', text: 'Priority withdrawal review' });
    expect((await ladder('id'))[2]?.benefits[0]).toEqual({
      kind: 'withdrawal',
      text: 'Peninjauan penarikan prioritas',
    });
    // Golden Reef says its own: gifts for Eid, its VIP host on Telegram.
    const reef = await ladder('en', { merchant: 'GOLDREEF' });
    expect(reef[2]?.benefits.map((b) => b.text)).toContain('Birthday and Eid gifts');
    expect(reef[3]?.benefits[0]).toEqual({ kind: 'support', text: 'Personal VIP host on Telegram' });
    for (const rank of [...(await ladder('en')), ...reef]) expect(rank.benefits.length).toBeGreaterThan(0);
  });

  it('gives a demo ladder seeded before ranks had benefits its benefits on the next start', async () => {
    await emptyBenefits('LUCKYNOVA');
    expect(await benefitCounts('LUCKYNOVA')).toEqual([0, 0, 0, 0, 0]);
    await seedRanks(db(), 'LUCKYNOVA');
    expect(await benefitCounts('LUCKYNOVA')).toEqual([2, 3, 4, 5, 5]);
    expect((await ladder('en')).map((rank) => rank.labelName)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
  });

  it('saves what the operator writes, shows it per language with English for a missing translation, and audits it', async () => {
    const benefits = [
      { kind: 'gift', text: { en: '  Welcome hamper from our VIP team ', id: 'Parsel sambutan dari tim VIP kami' } },
      { kind: 'support', text: { en: 'Personal account manager' } },
      { kind: 'other', text: { en: 'Private events', id: '  ' } },
    ];
    const saved = await put<Ok<AdminRanks>>(await withBenefits(benefits));
    expect(saved.status).toBe(200);
    expect(saved.body.value.ranks[0]?.benefits).toEqual([
      { kind: 'gift', text: { en: 'Welcome hamper from our VIP team', id: 'Parsel sambutan dari tim VIP kami' } },
      { kind: 'support', text: { en: 'Personal account manager' } },
      { kind: 'other', text: { en: 'Private events', id: '' } },
    ]);
    expect((await adminRanks())[0]?.benefits).toEqual(saved.body.value.ranks[0]?.benefits);

    expect((await ladder('en'))[0]?.benefits).toEqual([
      { kind: 'gift', text: 'Welcome hamper from our VIP team' },
      { kind: 'support', text: 'Personal account manager' },
      { kind: 'other', text: 'Private events' },
    ]);
    // Untranslated lines (left out or left empty) show the English text.
    expect((await ladder('id'))[0]?.benefits.map((b) => b.text)).toEqual([
      'Parsel sambutan dari tim VIP kami',
      'Personal account manager',
      'Private events',
    ]);

    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({ action: 'playerRanks.replace' });
    const detail = log.body.value[0]?.detail as { benefits: string[][] };
    expect(detail.benefits[0]).toEqual([
      'Welcome hamper from our VIP team',
      'Personal account manager',
      'Private events',
    ]);
    expect(detail.benefits).toHaveLength(5);
  });

  it('refuses benefits out of bounds or not plain text, and stores nothing', async () => {
    const before = await adminRanks();
    const en = (text: string) => ({ kind: 'bonus', text: { en: text } });
    for (const benefits of [
      Array.from({ length: RANK_BENEFITS_MAX + 1 }, (_, i) => en(`Line ${i}`)),
      [en('x'.repeat(RANK_BENEFIT_TEXT_MAX + 1))],
      [en('<b>Double</b> bonus')],
      [en('Two\nlines')],
      [en('   ')],
      [{ kind: 'bonus', text: { id: 'Hanya bahasa Indonesia' } }],
      [{ kind: 'jackpot', text: { en: 'A jackpot' } }],
      [{ kind: 'bonus', text: { en: 'Fine', id: 'y'.repeat(RANK_BENEFIT_TEXT_MAX + 1) } }],
    ]) {
      const refused = await put<Failure>(await withBenefits(benefits));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', field: 'ranks' });
      expect(refused.body.message).toContain('benefits');
    }
    expect(await adminRanks()).toEqual(before);
    // The longest line allowed is taken.
    const longest = 'z'.repeat(RANK_BENEFIT_TEXT_MAX);
    expect((await put(await withBenefits([en(longest)]))).status).toBe(200);
    expect((await ladder('en'))[0]?.benefits).toEqual([{ kind: 'bonus', text: longest }]);
  });

  it('lets only this site’s admins change them', async () => {
    const before = await adminRanks();
    const changed = await withBenefits([{ kind: 'bonus', text: { en: 'Not allowed' } }]);
    for (const role of ['editor', 'reviewer'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      const refused = await put<Failure>(changed, token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('permission.denied');
    }
    // Golden Reef's admin has no session on Lucky Nova, and its own writes stay on its own site.
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    expect((await put(changed, reef)).status).toBe(401);
    const reefRanks = await adminRanks(reef, { merchant: 'GOLDREEF' });
    const reefChange = [{ ...reefRanks[0], benefits: [{ kind: 'gift', text: { en: 'Reef welcome pack' } }] }];
    expect((await put(reefChange, reef, { merchant: 'GOLDREEF' })).status).toBe(200);
    expect(await adminRanks()).toEqual(before);
    expect((await ladder('en', { merchant: 'GOLDREEF' }))[0]?.benefits).toEqual([
      { kind: 'gift', text: 'Reef welcome pack' },
    ]);
  });

  it("the seed never touches an operator's ladder", async () => {
    // Lucky Nova's admin has set the ladder (above): emptied benefits stay empty.
    await emptyBenefits('LUCKYNOVA');
    await seedRanks(db(), 'LUCKYNOVA');
    expect(await benefitCounts('LUCKYNOVA')).toEqual([0, 0, 0, 0, 0]);
  });
});
