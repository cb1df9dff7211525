import type { RgRestriction } from '@lobby/contract/responsible-gaming';
import { ApiError } from '../../lib/envelope';
import { COOLING_OFF_MS, INDEFINITE_RESUME_MS } from './rg-rules';
import type { ExclusionRow } from './responsible-gaming.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The exclusion that governs now: a self-exclusion over a time-out, the newest of a kind. */
export function governing(rows: readonly ExclusionRow[]): ExclusionRow | undefined {
  return rows.find((row) => row.kind === 'self_exclusion') ?? rows[0];
}

/** Sign-in is refused while a self-exclusion's term runs. */
export function loginBlocked(row: ExclusionRow | undefined, now: Date): boolean {
  return row?.kind === 'self_exclusion' && row.loginUntil !== null && row.loginUntil > now;
}

/** After a self-exclusion's term, the member may ask once to play again; play resumes this much later. */
export function resumeDelay(row: ExclusionRow): number {
  return row.endsAt === null ? INDEFINITE_RESUME_MS : COOLING_OFF_MS;
}

export function toRestriction(row: ExclusionRow, now: Date): RgRestriction {
  return {
    kind: row.kind,
    duration: row.duration,
    startsAt: row.startsAt.toISOString(),
    endsAt: iso(row.endsAt),
    resumeRequested: row.resumeRequestedAt !== null,
    resumeAt: iso(row.resumeAt),
    canRequestResume: row.kind === 'self_exclusion' && row.resumeRequestedAt === null && !loginBlocked(row, now),
  };
}

/** The refusal for play, deposits and claims while an exclusion is in force. */
export function refusal(row: ExclusionRow): ApiError {
  if (row.kind === 'time_out') {
    return new ApiError('rg.time.out', undefined, undefined, { endsAt: iso(row.endsAt) });
  }
  return new ApiError('rg.self.excluded', undefined, undefined, { endsAt: iso(row.resumeAt ?? row.endsAt) });
}

/** The sign-in refusal of a self-excluded member, with the date the exclusion ends (null: indefinite). */
export function loginRefusal(row: ExclusionRow): ApiError {
  const ends = row.endsAt ? row.endsAt.toISOString().slice(0, 10) : null;
  const message = ends ? `This account is self-excluded until ${ends}.` : 'This account is self-excluded indefinitely.';
  return new ApiError('rg.self.excluded', message, undefined, { endsAt: iso(row.endsAt) });
}
