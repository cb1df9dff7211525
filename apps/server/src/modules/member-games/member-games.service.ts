import type { FavouritesPage, RecentGamesPage } from '@lobby/contract/member-games';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import { pageWindow } from '../../lib/paging';
import type { GamesService } from '../games/games.service';
import type { MemberGameList, MemberGamesFilter, MemberGamesRepository } from './member-games.repository';

export interface PageQuery extends MemberGamesFilter {
  pageNo: number;
  pageSize: number;
}

/** A member's favourites and recent games; every read and write is the signed-in member's own. */
export function createMemberGamesService(repository: MemberGamesRepository, games: GamesService) {
  const owner = (member: AuthContext) => ({ memberId: member.memberId, merchantCode: member.merchantCode });

  async function pageOf(list: MemberGameList, member: AuthContext, query: PageQuery) {
    const filter = { gameType: query.gameType, vendor: query.vendor };
    const total = await repository.count(list, owner(member), filter);
    const window = pageWindow(total, query.pageNo, query.pageSize);
    const rows = window.inRange
      ? await repository.page(list, owner(member), filter, query.pageSize, window.offset)
      : [];
    return { games: await games.toGames(member.merchantCode, rows), window };
  }

  async function requireGame(member: AuthContext, nodeId: string): Promise<void> {
    if (!(await repository.gameExists(member.merchantCode, nodeId)))
      throw new ApiError('resource.not.found', undefined, 'nodeId');
  }

  return {
    /** Whether a game of this merchant exists (a banner may link to one). */
    gameExists: (merchantCode: string, nodeId: string) => repository.gameExists(merchantCode, nodeId),
    async favourites(member: AuthContext, query: PageQuery): Promise<FavouritesPage> {
      const { games: content, window } = await pageOf('favourites', member, query);
      return { content, pageNum: window.pageNum, totalPages: window.totalPages };
    },
    favouriteIds: (member: AuthContext) => repository.favouriteIds(owner(member)),
    async addFavourite(member: AuthContext, nodeId: string): Promise<void> {
      await requireGame(member, nodeId);
      await repository.addFavourite(owner(member), nodeId);
    },
    removeFavourite: (member: AuthContext, nodeId: string) => repository.removeFavourite(owner(member), nodeId),

    async recent(member: AuthContext, query: PageQuery): Promise<RecentGamesPage> {
      const { games: list, window } = await pageOf('recent', member, query);
      return { list, totalPages: window.totalPages };
    },
    async recordRecent(member: AuthContext, nodeId: string): Promise<void> {
      await requireGame(member, nodeId);
      await repository.recordRecent(owner(member), nodeId);
    },
  };
}
export type MemberGamesService = ReturnType<typeof createMemberGamesService>;
