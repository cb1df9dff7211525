import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { GiftIcon } from '../../../ui/icons';

/** The merchant's registration banner, or a designed welcome card when none is set or it fails to load. */
export function RegisterBanner({ url, siteName }: { url: string | null; siteName: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const alt = t('register.bannerTitle', { site: siteName });
  if (url && !failed) {
    return (
      <img
        src={url}
        alt={alt}
        onError={() => setFailed(true)}
        className="aspect-[16/6] w-full rounded-2xl bg-ink-800 object-cover"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={alt}
      className="relative flex aspect-[16/6] items-center gap-3 overflow-hidden rounded-2xl border border-violet-400/30 bg-violet px-4 shadow-glow"
    >
      <div className="absolute -top-12 -right-10 size-40 rounded-full bg-fuchsia-500/30 blur-3xl" aria-hidden="true" />
      <div className="absolute -bottom-16 left-10 size-36 rounded-full bg-gold-400/20 blur-3xl" aria-hidden="true" />
      <span className="relative grid size-14 shrink-0 place-items-center rounded-2xl bg-gold text-ink-950 shadow-gold">
        <GiftIcon size={28} />
      </span>
      <span className="relative min-w-0" aria-hidden="true">
        <span className="text-gradient-gold block truncate text-lg leading-tight font-extrabold">{alt}</span>
        <span className="mt-1 block text-xs text-white/80">{t('register.bannerBody')}</span>
      </span>
    </div>
  );
}
