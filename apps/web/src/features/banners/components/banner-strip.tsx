import type { BannerGroup } from '@lobby/contract/banners';
import { Skeleton } from '../../../ui/skeleton';
import { useBanners } from '../api/banners';
import { BannerCarousel } from './banner-carousel';

/** The carousel's dots (mt-2.5 and h-1.5 in ui/carousel): reserved before the banners are known. */
const DOTS_ROW = 'h-4';

/** A page's banner announcement by group; nothing when the group has none or cannot be loaded. */
export function BannerStrip({ group }: { group: BannerGroup }) {
  const banners = useBanners(group);
  if (banners.isPending) {
    return (
      <div>
        <Skeleton className="aspect-[5/2] w-full rounded-2xl" />
        <div className={DOTS_ROW} />
      </div>
    );
  }
  if (banners.isError || banners.data.length === 0) return null;
  return (
    <div>
      <BannerCarousel banners={banners.data} />
      {/* One banner has no dots: its row is kept, so the page below is where the skeleton had it. */}
      {banners.data.length === 1 ? <div className={DOTS_ROW} /> : null}
    </div>
  );
}
