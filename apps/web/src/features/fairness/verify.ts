import { drawRound, serverSeedHash, webCryptoHmac, type VerifyForm } from '@lobby/contract/fair';
import type { PlinkoRows } from '@lobby/contract/inhouse';
import type { RoundOutcome, RoundRequest } from '@lobby/contract/play';

export interface Verification {
  outcome: RoundOutcome;
  /** SHA-256 of the server seed as given. */
  hash: string;
  /** Whether it equals the committed hash; null when none was given. */
  hashMatches: boolean | null;
}

/**
 * A request of the game whose draws do not depend on the player's choices: the grid, the drawn
 * numbers, the roll and the multiplier are the same whatever was bet; plinko's path only needs the rows.
 */
function requestOf(engine: VerifyForm['engine'], rows: PlinkoRows): RoundRequest {
  const base = { roundId: '00000000-0000-4000-8000-000000000000', stakeMinor: 100 };
  switch (engine) {
    case 'slot':
      return { ...base, engine };
    case 'keno':
      return { ...base, engine, picks: [1] };
    case 'dice':
      return { ...base, engine, target: 5_000, direction: 'under' };
    case 'plinko':
      return { ...base, engine, rows, risk: 'low' };
    case 'limbo':
      return { ...base, engine, target: 200 };
  }
}

/** Recompute a round in the browser with Web Crypto and the same mapping the server uses (@lobby/contract/fair). */
export async function verifyRound(form: VerifyForm): Promise<Verification> {
  const seeds = { serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce: Number(form.nonce) };
  const request = requestOf(form.engine, Number(form.rows) as PlinkoRows);
  const [{ outcome }, hash] = await Promise.all([
    drawRound(webCryptoHmac, seeds, request),
    serverSeedHash(form.serverSeed),
  ]);
  return { outcome, hash, hashMatches: form.serverSeedHash ? hash === form.serverSeedHash.toLowerCase() : null };
}
