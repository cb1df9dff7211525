import { clientSeedSchema, type Fairness, type Rotation } from '@lobby/contract/fair';
import { ApiError } from '../../lib/envelope';
import type { PlayService } from '../play/play.service';
import type { FairSeedsRepository, StoredPair } from './fair-seeds.repository';

const fairnessOf = (pair: StoredPair): Fairness => ({
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

function clientSeedOf(raw: string): string {
  const parsed = clientSeedSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError('fairness.client.seed.invalid', undefined, 'clientSeed');
  return parsed.data;
}

/** The player's seed pair, reached with the game page's launch ticket (the game chrome's Fairness panel). */
export function createFairnessService(deps: { play: PlayService; seeds: FairSeedsRepository }) {
  const { play, seeds } = deps;
  return {
    async current(rawTicket: string | undefined): Promise<Fairness> {
      return fairnessOf(await seeds.current(await play.ticket(rawTicket, { fresh: true })));
    },

    async setClientSeed(rawTicket: string | undefined, raw: string): Promise<Fairness> {
      const clientSeed = clientSeedOf(raw);
      return fairnessOf(await seeds.setClientSeed(await play.ticket(rawTicket, { fresh: true }), clientSeed));
    },

    async rotate(rawTicket: string | undefined, raw: string | undefined): Promise<Rotation> {
      const clientSeed = raw === undefined ? undefined : clientSeedOf(raw);
      const { revealed, current } = await seeds.rotate(await play.ticket(rawTicket, { fresh: true }), clientSeed);
      return { revealed: { ...fairnessOf(revealed), serverSeed: revealed.serverSeed }, current: fairnessOf(current) };
    },

    /** What a round shows of its pair: the hash always, the server seed once the pair was rotated away. */
    async pairOfRound(fairSeedId: number | null) {
      const pair = fairSeedId === null ? undefined : await seeds.byId(fairSeedId);
      return {
        serverSeedHash: pair?.serverSeedHash ?? null,
        serverSeed: pair?.revealedAt ? pair.serverSeed : null,
      };
    },
  };
}
export type FairnessService = ReturnType<typeof createFairnessService>;
