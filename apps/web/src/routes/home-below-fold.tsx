import { HOME_PROVIDER_LOGOS, HOME_RNG_VENDOR_BLOCKS } from '@lobby/contract/core';
import type { HomeData } from '@lobby/contract/home';
import { ProvidersBlock } from '../features/games/components/providers-block';
import { VendorGamesBlock } from '../features/games/components/vendor-games-block';
import { WinnersBoard } from '../features/winners/components/winners-board';

/** Home's sections below its first screen: a chunk of their own, so home's first load stays small. */
export function HomeBelowFold({ data }: { data: HomeData }) {
  return (
    <>
      <WinnersBoard />
      {data.vendorBlocks.slice(0, HOME_RNG_VENDOR_BLOCKS).map((block) => (
        <VendorGamesBlock key={block.vendor.vassalage} vendor={block.vendor} games={block.games} />
      ))}
      <ProvidersBlock vendors={data.providers.slice(0, HOME_PROVIDER_LOGOS)} />
    </>
  );
}
