import type { HomeData } from '@lobby/contract/home';
import { makeGame, makeVendor } from './fixtures';

export function makeHomeData(): HomeData {
  const vendors = ['JL', 'PG', 'PP', 'JDB', 'RTG'].map((code) => makeVendor(code, `${code} Studio`));
  return {
    banners: [
      {
        id: '1',
        groupName: 'm_home',
        title: 'Welcome bonus',
        imageUrl: '/media/banners/1.webp',
        linkType: 'ROUTE',
        linkage: '/m/activity',
        url: '',
      },
      {
        id: '2',
        groupName: 'm_home',
        title: 'Slot race',
        imageUrl: '/media/banners/2.webp',
        linkType: 'NONE',
        linkage: '',
        url: '',
      },
    ],
    hotGames: Array.from({ length: 12 }, (_, i) =>
      makeGame({ nodeId: `h${i}`, gameName: `Hot Game ${i}`, isHot: true }),
    ),
    vendorBlocks: vendors.map((vendor) => ({
      vendor,
      games: Array.from({ length: 6 }, (_, i) =>
        makeGame({ nodeId: `${vendor.vassalage}${i}`, vassalage: vendor.vassalage }),
      ),
    })),
    providers: [...vendors, makeVendor('INH', 'Nova'), makeVendor('FC', 'Fa Chai')],
    sorting: [
      { gameCategory: 'RNG', vendorNames: [{ vassalage: 'JL', accountTypeName: 'JL' }] },
      { gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVO', accountTypeName: 'EVO' }] },
      {
        gameCategory: 'SPORTS',
        vendorNames: ['SABA', 'TF', 'SV388'].map((vassalage) => ({ vassalage, accountTypeName: vassalage })),
      },
      { gameCategory: 'LOTT', vendorNames: [{ vassalage: 'TCG', accountTypeName: 'TCG' }] },
    ],
  };
}
