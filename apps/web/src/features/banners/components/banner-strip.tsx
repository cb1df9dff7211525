import type { BannerGroup } from '@lobby/contract/banners';
import { Skeleton } from '../../../ui/skeleton';
import { useBanners } from '../api/banners';
import { BannerCarousel } from './banner-carousel';

/** A page's banner announcement by group; nothing when the group has none or cannot be loaded. */
export function BannerStrip({ group }: { group: BannerGroup }) {
  const banners = useBanners(group);
  if (banners.isPending) return <Skeleton className="aspect-[5/2] w-full rounded-2xl" />;
  if (banners.isError) return null;
  return <BannerCarousel banners={banners.data} />;
}
