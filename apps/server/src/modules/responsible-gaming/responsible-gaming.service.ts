import { formatAmount, parseAmount } from '@lobby/contract/cashier';
import type { AdminRgGroup } from '@lobby/contract/admin/responsible-gaming';
import type {
  RgLimitRequest,
  RgOverview,
  RgRealityCheckRequest,
  RgSelfExclusionRequest,
  RgSession,
  RgSessionLimitRequest,
  RgTimeOutRequest,
} from '@lobby/contract/responsible-gaming';
import type { MerchantSettings } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import type { Merchant } from '../site/merchant-directory';
import { createRgChecks } from './rg-checks';
import { changeLimit, effective, endOf, INDEFINITE_MINIMUM, periodStarts, zoneOf } from './rg-rules';
import { governing, loginBlocked, refusal, resumeDelay, toRestriction } from './rg-status';
import {
  currencyOf,
  DEFAULT_REALITY_CHECK,
  findLimit,
  groupOf,
  moneyView,
  SESSION,
  sessionView,
  toAdminExclusion,
} from './rg-views';
import type { ExclusionRow, ResponsibleGamingRepository } from './responsible-gaming.repository';

interface Deps {
  repository: ResponsibleGamingRepository;
  /** End every session of a member who self-excludes (applies at once). */
  endSessions: (memberId: number) => Promise<void>;
  merchantOf: (code: string) => Promise<Merchant | undefined>;
}

/**
 * The member's own limits, time-outs and self-exclusions, the operator's read of them, and (from
 * rg-checks.ts) the checks the money and play paths call.
 */
export function createResponsibleGamingService({ repository, endSessions, merchantOf }: Deps) {
  /** Tests move this clock; the server runs on the real one. */
  const clock = { now: () => new Date() };
  const checks = createRgChecks({ repository, clock, merchantOf });
  const inForce = (memberId: number, settings: MerchantSettings, now: Date) =>
    repository.inForce(memberId, groupOf(settings), now);

  async function overview(merchant: Merchant, member: AuthContext): Promise<RgOverview> {
    const now = clock.now();
    const [rows, profile, exclusions] = await Promise.all([
      repository.limits(member.memberId),
      repository.profile(member.memberId),
      inForce(member.memberId, merchant.settings, now),
    ]);
    const usage = await repository.usage(member.memberId, periodStarts(now, zoneOf(merchant.settings.timeZone)));
    const limits = moneyView(rows, usage, currencyOf(merchant.settings), now);
    const row = governing(exclusions);
    return {
      currency: currencyOf(merchant.settings),
      limits,
      sessionLimit: sessionView(effective(findLimit(rows, SESSION.kind, SESSION.period), now)),
      realityCheckMinutes: profile ? profile.realityCheckMinutes : DEFAULT_REALITY_CHECK,
      restriction: row ? toRestriction(row, now) : null,
      depositLimitPrompt: !profile?.depositPromptAt && !limits.some((l) => l.kind === 'deposit' && l.amount !== null),
    };
  }

  /** Store one limit change and its trail row together. */
  async function storeLimit(
    member: AuthContext,
    key: { kind: string; period: string },
    wanted: number | null,
    detail: (change: ReturnType<typeof changeLimit>) => Record<string, unknown>,
  ) {
    const now = clock.now();
    const current = effective(findLimit(await repository.limits(member.memberId), key.kind, key.period), now);
    const change = changeLimit(current, wanted, now);
    await repository.transaction(async (tx: Tx) => {
      await repository.saveLimit(tx, {
        merchantCode: member.merchantCode,
        memberId: member.memberId,
        ...key,
        ...change,
      });
      await event(tx, member, 'limit.set', { ...key, ...detail(change) });
    });
  }

  const event = (tx: Tx, member: { merchantCode: string; memberId: number }, action: string, detail: object) =>
    repository.addEvent(tx, {
      merchantCode: member.merchantCode,
      memberId: member.memberId,
      action,
      detail: { ...detail },
    });

  return {
    clock,
    ...checks,
    overview,

    async setLimit(merchant: Merchant, member: AuthContext, request: RgLimitRequest): Promise<RgOverview> {
      const currency = currencyOf(merchant.settings);
      let wanted: number | null = null;
      if (request.amount !== null) {
        const parsed = parseAmount(request.amount, currency);
        if ('problem' in parsed) throw new ApiError('cashier.amount.invalid', undefined, 'amount');
        wanted = parsed.minor;
      }
      const money = (minor: number | null) => (minor === null ? null : formatAmount(minor, currency));
      await storeLimit(member, request, wanted, (change) => ({
        amount: money(change.amountMinor),
        pending: change.immediate ? undefined : money(change.pendingMinor),
        effectiveAt: change.pendingAt?.toISOString(),
      }));
      return overview(merchant, member);
    },

    async setSessionLimit(merchant: Merchant, member: AuthContext, request: RgSessionLimitRequest) {
      await storeLimit(member, SESSION, request.minutes, (change) => ({
        minutes: change.amountMinor,
        pendingMinutes: change.immediate ? undefined : change.pendingMinor,
        effectiveAt: change.pendingAt?.toISOString(),
      }));
      return overview(merchant, member);
    },

    async setRealityCheck(merchant: Merchant, member: AuthContext, request: RgRealityCheckRequest) {
      await repository.transaction(async (tx) => {
        await repository.saveProfile(tx, member.merchantCode, member.memberId, {
          realityCheckMinutes: request.minutes,
        });
        await event(tx, member, 'reality-check.set', { minutes: request.minutes });
      });
      return overview(merchant, member);
    },

    /** The member answered the deposit-limit prompt (set one or skipped it): it is not asked again. */
    async promptDone(merchant: Merchant, member: AuthContext) {
      await repository.transaction((tx) =>
        repository.saveProfile(tx, member.merchantCode, member.memberId, { depositPromptAt: clock.now() }),
      );
      return overview(merchant, member);
    },

    async timeOut(merchant: Merchant, member: AuthContext, request: RgTimeOutRequest) {
      const now = clock.now();
      const endsAt = endOf(request.duration, now);
      await exclude(merchant, member, { kind: 'time_out', duration: request.duration, startsAt: now, endsAt });
      return overview(merchant, member);
    },

    /** Applies at once: the exclusion, the forfeit of pending claims, then every session ends. */
    async selfExclude(
      merchant: Merchant,
      member: AuthContext,
      request: RgSelfExclusionRequest,
    ): Promise<{ endsAt: string | null }> {
      const now = clock.now();
      const endsAt = request.duration === 'indefinite' ? null : endOf(request.duration, now);
      const loginUntil = endsAt ?? endOf(INDEFINITE_MINIMUM, now);
      await exclude(merchant, member, {
        kind: 'self_exclusion',
        duration: request.duration,
        startsAt: now,
        endsAt,
        loginUntil,
      });
      await endSessions(member.memberId);
      return { endsAt: endsAt?.toISOString() ?? null };
    },

    /** After a self-exclusion's term: the member asks to play again; play resumes after the cooling-off. */
    async requestResume(merchant: Merchant, member: AuthContext) {
      const now = clock.now();
      const rows = await inForce(member.memberId, merchant.settings, now);
      const row = rows.find((r) => r.kind === 'self_exclusion' && r.memberId === member.memberId);
      if (!row || row.resumeRequestedAt !== null || loginBlocked(row, now)) throw new ApiError('rg.resume.not.yet');
      const resumeAt = new Date(now.getTime() + resumeDelay(row));
      await repository.transaction(async (tx) => {
        await repository.requestResume(tx, row.id, now, resumeAt);
        await event(tx, member, 'self-exclusion.resume-requested', { id: row.id, resumeAt: resumeAt.toISOString() });
      });
      return overview(merchant, member);
    },

    /** The game shell's figures: when this session began and its net result. */
    async session(merchant: Merchant, member: AuthContext): Promise<RgSession> {
      const started = (await repository.sessionStart({ sessionId: member.sessionId })) ?? clock.now();
      const [net, profile] = await Promise.all([
        repository.netSince(member.memberId, started),
        repository.profile(member.memberId),
      ]);
      const currency = currencyOf(merchant.settings);
      return {
        startedAt: started.toISOString(),
        net: formatAmount(net, currency),
        currency,
        realityCheckMinutes: profile ? profile.realityCheckMinutes : DEFAULT_REALITY_CHECK,
      };
    },

    // ---------------------------------------------------------------- the operator's read

    /** The site's group and the other merchants naming it: another operator's merchant shows only when it shares the key. */
    async groupView(merchantCode: string, group: string | null): Promise<AdminRgGroup> {
      const sharing = group ? await repository.merchantsInGroup(group) : [];
      return { group, merchants: sharing.filter((merchant) => merchant.code !== merchantCode) };
    },

    /** Another merchant's member, or none: not found. */
    async forOperator(merchant: Merchant, memberId: number) {
      const identity = await repository.identity(memberId);
      if (identity?.merchantCode !== merchant.code) throw new ApiError('resource.not.found');
      const now = clock.now();
      const [rows, profile, exclusions, events] = await Promise.all([
        repository.limits(memberId),
        repository.profile(memberId),
        repository.exclusions(merchant.code, memberId),
        repository.events(merchant.code, memberId, 200),
      ]);
      const usage = await repository.usage(memberId, periodStarts(now, zoneOf(merchant.settings.timeZone)));
      const currency = currencyOf(merchant.settings);
      return {
        currency,
        limits: moneyView(rows, usage, currency, now),
        sessionLimit: sessionView(effective(findLimit(rows, SESSION.kind, SESSION.period), now)),
        realityCheckMinutes: profile ? profile.realityCheckMinutes : DEFAULT_REALITY_CHECK,
        exclusions: exclusions.map((row) => toAdminExclusion(row, now)),
        events: events.map((row) => ({
          id: row.id,
          action: row.action,
          detail: row.detail,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };

  /** A time-out or self-exclusion with its trail row, in one transaction; refused while self-excluded. */
  async function exclude(
    merchant: Merchant,
    member: AuthContext,
    values: Pick<ExclusionRow, 'kind' | 'duration' | 'startsAt' | 'endsAt'> & { loginUntil?: Date },
  ) {
    const identity = await repository.identity(member.memberId);
    if (!identity) throw new ApiError('session.ended');
    const current = governing(await inForce(member.memberId, merchant.settings, values.startsAt));
    if (current?.kind === 'self_exclusion') throw refusal(current);
    await repository.transaction(async (tx) => {
      const row = await repository.insertExclusion(tx, {
        merchantCode: merchant.code,
        memberId: member.memberId,
        ...values,
        groupKey: groupOf(merchant.settings),
        email: identity.email,
        mobile: identity.mobile,
      });
      await event(tx, member, `${values.kind.replace('_', '-')}.start`, {
        id: row.id,
        duration: values.duration,
        endsAt: values.endsAt?.toISOString() ?? null,
      });
    });
  }
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
