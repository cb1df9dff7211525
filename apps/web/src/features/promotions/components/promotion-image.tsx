import type { Promotion } from '@lobby/contract/promotions';
import { LazyImage } from '../../../ui/lazy-image';
import { mainImage } from '../dates';

/** A promotion's main image at its 5:2 banner shape, its title standing in when there is none. */
export function PromotionImage({ promotion }: { promotion: Promotion }) {
  return (
    <LazyImage
      src={mainImage(promotion)}
      alt=""
      width={750}
      height={300}
      fallback={promotion.title}
      className="aspect-[5/2] w-full"
    />
  );
}
