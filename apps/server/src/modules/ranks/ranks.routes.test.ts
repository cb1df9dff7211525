import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { AdminRanks } from '@lobby/contract/admin/ranks';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { playerRankSchema, rankLadderSchema, type PlayerRank, type RankLadder } from '@lobby/contract/ranks';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { KENO_NODE_ID } from '../../db/seed/inhouse';
import { DEMO_RANKS } from '../../db/seed/ranks';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';
import { addEntry, addRound, playerOf, type Player } from '../../test/records';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('player rank (VIP) on %s', (driver) => {
  let t: TestApp;
  let player: Player;
  const keno = { nodeId: KENO_NODE_ID, gameType: 'RNG', at: new Date().toISOString() };

  beforeAll(async () => {
    t = await createTestApp(driver);
    const session = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    player = await playerOf(t, DEMO.player.username, session.token);
  });
  afterAll(() => t.close());

  const rank = async (language?: string) => {
    const url = language ? `${API_PATHS.playerRank}?language=${language}` : API_PATHS.playerRank;
    const response = await sendJson<Ok<PlayerRank>>(t.app, 'GET', url, undefined, player.token);
    expect(response.status).toBe(200);
    return playerRankSchema.parse(response.body.value);
  };
  /** Registered `days` ago. */
  const registeredDaysAgo = (days: number) =>
    t.db.handle.db
      .update(members)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(members.id, player.memberId));

  it('shows every visitor the ladder, lowest first, in the asked language', async () => {
    const en = await getJson<Ok<RankLadder>>(t.app, API_PATHS.playerRanks);
    expect(en.status).toBe(200);
    const ladder = rankLadderSchema.parse(en.body.value);
    expect(ladder.ranks.map((r) => r.labelName)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(ladder.ranks[1]).toEqual({
      labelId: 2,
      labelName: 'Silver',
      turnover: '1000.00',
      deposits: 1,
      accountDays: 7,
      benefits: [
        { kind: 'rebate', text: 'Weekly rebate, reviewed by our VIP team' },
        { kind: 'gift', text: 'Birthday gift from our VIP team' },
        { kind: 'support', text: '24/7 live chat support' },
      ],
    });
    const id = await getJson<Ok<RankLadder>>(t.app, `${API_PATHS.playerRanks}?language=id`);
    expect(id.body.value.ranks.map((r) => r.labelName)[4]).toBe('Berlian');
    expect((await getJson<Failure>(t.app, `${API_PATHS.playerRanks}?language=xx`)).status).toBe(400);
  });

  it('starts a new player at the entry rank, counting the next rank’s conditions met', async () => {
    // The seed gave the demo player one deposit; no turnover yet; registered today.
    const progress = await rank();
    expect(progress).toMatchObject({
      playerRankProgress: { labelId: 1, labelName: 'Bronze' },
      nextRank: { labelId: 2, labelName: 'Silver' },
      currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
      percent: 33,
      stats: { turnover: '0.00', deposits: 1, accountDays: 0 },
    });
    expect((await rank('id')).playerRankProgress?.labelName).toBe('Perunggu');
  });

  it('counts real-money stakes as turnover (free play never), then climbs with age and deposits', async () => {
    await addRound(t, player, { ...keno, stake: 60_000, payout: 0 });
    await addRound(t, player, { ...keno, stake: 90_000, payout: 0, mode: 'free' });
    let progress = await rank();
    expect(progress.stats.turnover).toBe('600.00');
    expect(progress.currentProgress.completedConditions).toBe(1);

    await addRound(t, player, { ...keno, stake: 40_000, payout: 120_000 });
    progress = await rank();
    expect(progress.stats.turnover).toBe('1000.00');
    expect(progress).toMatchObject({ currentProgress: { completedConditions: 2 }, percent: 66 });

    await registeredDaysAgo(8);
    progress = await rank();
    // Silver held; Gold asks for 10,000.00, 3 deposits and 30 days: none met yet.
    expect(progress).toMatchObject({
      playerRankProgress: { labelName: 'Silver' },
      nextRank: { labelName: 'Gold' },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 3 },
      percent: 0,
      stats: { accountDays: 8 },
    });

    for (let i = 0; i < 2; i += 1) {
      await addEntry(t, player, { at: keno.at, kind: 'deposit', amount: 10_000, reference: `rank-deposit-${i}` });
    }
    expect((await rank()).currentProgress).toEqual({ completedConditions: 1, totalExpectedConditions: 3 });
  });

  it('reports the top rank as complete, with its label', async () => {
    await registeredDaysAgo(400);
    await addRound(t, player, { ...keno, stake: 20_000_000, payout: 0 });
    for (let i = 2; i < 19; i += 1) {
      await addEntry(t, player, { at: keno.at, kind: 'deposit', amount: 100, reference: `rank-deposit-${i}` });
    }
    expect(await rank()).toMatchObject({
      playerRankProgress: { labelId: 5, labelName: 'Diamond' },
      nextRank: null,
      currentProgress: { completedConditions: 3, totalExpectedConditions: 3 },
      percent: 100,
      stats: { deposits: 20, accountDays: 400 },
    });
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await getJson<Failure>(t.app, API_PATHS.playerRank)).body.code).toBe('login.required');
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    const refused = await sendJson<Failure>(t.app, 'GET', API_PATHS.playerRank, undefined, trial.body.value.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account.trial');
  });

  it('lets only admins read and replace the ladder, validated, audited, and seen at once', async () => {
    const editor = await operatorSession(t.app, 'editor');
    const admin = await operatorSession(t.app, 'admin');
    expect((await adminCall(t.app, editor.token, 'GET', ADMIN_PATHS.playerRanks)).status).toBe(403);
    const current = await adminCall<Ok<AdminRanks>>(t.app, admin.token, 'GET', ADMIN_PATHS.playerRanks);
    expect(current.body.value.ranks).toHaveLength(DEMO_RANKS.length);
    expect(current.body.value.ranks[4]?.names).toEqual({ en: 'Diamond', id: 'Berlian' });

    const names = (en: string) => ({ en, id: `${en} ID` });
    const two = [
      { labelId: 10, names: names('Member'), turnoverMinor: 0, deposits: 0, accountDays: 0 },
      { labelId: 20, names: names('VIP'), turnoverMinor: 50_000_000, deposits: 0, accountDays: 0 },
    ];
    for (const [ranks, field] of [
      [[two[1], two[0]], 'ranks'],
      [[{ ...two[0], deposits: -1 }], 'ranks'],
      [[{ ...two[0], names: { en: 'Member' } }], 'ranks'],
      [[{ ...two[0], labelId: 0 }], 'ranks'],
    ] as const) {
      const refused = await adminCall<Failure>(t.app, admin.token, 'PUT', ADMIN_PATHS.playerRanks, { ranks });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', field });
    }
    expect((await adminCall(t.app, editor.token, 'PUT', ADMIN_PATHS.playerRanks, { ranks: two })).status).toBe(403);
    // Nothing was written by the refused calls.
    expect((await getJson<Ok<RankLadder>>(t.app, API_PATHS.playerRanks)).body.value.ranks).toHaveLength(5);

    const saved = await adminCall<Ok<AdminRanks>>(t.app, admin.token, 'PUT', ADMIN_PATHS.playerRanks, { ranks: two });
    expect(saved.status).toBe(200);
    expect(saved.body.value.ranks.map((r) => r.labelId)).toEqual([10, 20]);
    const ladder = await getJson<Ok<RankLadder>>(t.app, API_PATHS.playerRanks);
    expect(ladder.body.value.ranks.map((r) => r.labelName)).toEqual(['Member', 'VIP']);
    // The player has 202,000.00 of turnover; VIP asks for 500,000.00.
    expect(await rank()).toMatchObject({
      playerRankProgress: { labelId: 10, labelName: 'Member' },
      nextRank: { labelId: 20 },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 1 },
      percent: 0,
    });
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin.token, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({ action: 'playerRanks.replace', detail: { labelIds: [10, 20] } });
    // Another site's ladder is its own.
    const reef = await getJson<Ok<RankLadder>>(t.app, API_PATHS.playerRanks, { merchant: 'GOLDREEF' });
    expect(reef.body.value.ranks).toHaveLength(5);
  });

  it('replaces the ladder whole even when two operators save at once', async () => {
    const admin = await operatorSession(t.app, 'admin');
    const ladder = (names: string[]) => ({
      ranks: names.map((en, i) => ({
        labelId: i + 1,
        names: { en, id: en },
        turnoverMinor: i * 100,
        deposits: 0,
        accountDays: 0,
      })),
    });
    const saves = await Promise.all([
      adminCall(t.app, admin.token, 'PUT', ADMIN_PATHS.playerRanks, ladder(['A1', 'A2', 'A3'])),
      adminCall(t.app, admin.token, 'PUT', ADMIN_PATHS.playerRanks, ladder(['B1', 'B2'])),
    ]);
    expect(saves.map((save) => save.status)).toEqual([200, 200]);
    const names = (await getJson<Ok<RankLadder>>(t.app, API_PATHS.playerRanks)).body.value.ranks.map(
      (r) => r.labelName,
    );
    expect([
      ['A1', 'A2', 'A3'],
      ['B1', 'B2'],
    ]).toContainEqual(names);
  });

  it('with no ranks configured, reports complete progress and no label', async () => {
    const admin = await operatorSession(t.app, 'admin');
    expect((await adminCall(t.app, admin.token, 'PUT', ADMIN_PATHS.playerRanks, { ranks: [] })).status).toBe(200);
    expect(await rank()).toMatchObject({
      playerRankProgress: null,
      nextRank: null,
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      percent: 100,
    });
    expect((await getJson<Ok<RankLadder>>(t.app, API_PATHS.playerRanks)).body.value.ranks).toEqual([]);
  });
});
