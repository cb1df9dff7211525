import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../../ui/app-link';
import { useTranslation } from '../../../lib/use-translation';
import type { Banner } from '@lobby/contract/banners';
import { BANNER_AUTOPLAY_MS } from '@lobby/contract/core';
import { useAppPainted } from '../../../first-paint/app-painted';
import { activityDetailPath, playGamePath } from '../../../lib/routes';
import { useMemberGate } from '../../../lib/use-member-gate';
import { Carousel } from '../../../ui/carousel';

const FRAME = 'block aspect-[5/2] w-full overflow-hidden rounded-2xl bg-ink-800 ring-1 ring-white/10';

/**
 * Banners: autoplay every 5 s with a loop when there is more than one; broken images are hidden.
 * The slides paint at once; the carousel behaviour attaches when its code has loaded.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  const many = banners.length > 1;
  return (
    <Carousel
      label={t('banner.label')}
      autoplayMs={many ? BANNER_AUTOPLAY_MS : undefined}
      loop={many}
      slideClassName="basis-full"
      slides={banners.map((banner, index) => (
        <BannerSlide key={banner.id} banner={banner} first={index === 0} />
      ))}
    />
  );
}

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const [broken, setBroken] = useState(false);
  // Only the first banner is on screen at first: the others wait until the page has painted.
  const painted = useAppPainted();
  const image = broken ? (
    <span className="grid size-full place-items-center bg-violet p-4 text-center text-lg font-extrabold">
      {banner.title}
    </span>
  ) : (
    <img
      src={first || painted ? banner.imageUrl : undefined}
      alt={banner.title}
      width={750}
      height={300}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'sync' : 'async'}
      onError={() => setBroken(true)}
      className="size-full object-cover"
    />
  );
  return <BannerLink banner={banner}>{image}</BannerLink>;
}

/** What a tap does, by the banner's link type (anything malformed is a plain, untappable banner). */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  switch (banner.linkType) {
    case 'URL':
      if (!/^https?:\/\//i.test(banner.url)) break;
      return (
        <a href={banner.url} target="_blank" rel="noopener noreferrer" className={FRAME}>
          {children}
        </a>
      );
    case 'ROUTE':
      if (!banner.linkage.startsWith('/m/')) break;
      return (
        <AppLink to={banner.linkage} className={FRAME}>
          {children}
        </AppLink>
      );
    case 'PROMOTION':
      if (!banner.linkage) break;
      return (
        <AppLink to={activityDetailPath(banner.linkage)} className={FRAME}>
          {children}
        </AppLink>
      );
    case 'GAME':
      if (!banner.linkage) break;
      return <GameBannerLink nodeId={banner.linkage}>{children}</GameBannerLink>;
    case 'NONE':
      break;
  }
  return <div className={FRAME}>{children}</div>;
}

/** A game banner opens the game shell like any game tap; a visitor is sent to log in first. */
function GameBannerLink({ nodeId, children }: { nodeId: string; children: ReactNode }) {
  const gate = useMemberGate();
  const navigate = useNavigate();
  const path = playGamePath(nodeId);
  return (
    <a
      href={path}
      className={FRAME}
      onClick={(event) => {
        event.preventDefault();
        gate(() => navigate(path));
      }}
    >
      {children}
    </a>
  );
}
