import { HOME_HOT_GAMES, HOME_PROVIDER_LOGOS, HOME_RNG_VENDOR_BLOCKS, PAGE_SIZE } from '@lobby/contract/core';
import type { HomeData } from '@lobby/contract/home';
import type { BannersService } from '../banners/banners.service';
import type { GamesService } from '../games/games.service';
import type { VendorsService } from '../vendors/vendors.service';

interface HomeDeps {
  banners: BannersService;
  games: GamesService;
  vendors: VendorsService;
}

/** Everything the home screen's first view needs, in one call. */
export function createHomeService({ banners, games, vendors }: HomeDeps) {
  return {
    async home(merchantCode: string, language?: string): Promise<HomeData> {
      const [homeBanners, hot, byType, sorting] = await Promise.all([
        banners.byGroup(merchantCode, 'm_home', language),
        games.hot(merchantCode, HOME_HOT_GAMES),
        vendors.gameTypes(merchantCode),
        vendors.sorting(merchantCode),
      ]);
      const slotVendors = byType.RNG;
      const vendorBlocks = await Promise.all(
        slotVendors.slice(0, HOME_RNG_VENDOR_BLOCKS).map(async (vendor) => ({
          vendor,
          games: await games.first(
            merchantCode,
            { gameType: 'RNG', vassalage: [vendor.vassalage] },
            PAGE_SIZE.homeList,
          ),
        })),
      );
      return {
        banners: homeBanners,
        hotGames: hot.slice(0, HOME_HOT_GAMES),
        vendorBlocks,
        providers: slotVendors.slice(0, HOME_PROVIDER_LOGOS),
        sorting,
      };
    },
  };
}
export type HomeService = ReturnType<typeof createHomeService>;
