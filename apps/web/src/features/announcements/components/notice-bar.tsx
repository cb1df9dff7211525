import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Announcement } from '@lobby/contract/announcements';
import { AppLink } from '../../../ui/app-link';
import { MegaphoneIcon } from '../../../ui/icons';
import { noticeAt } from '../../../lib/routes';
import { playerNotices, useNoticesFeed } from '../api/notices-feed';
import { canMarkRead } from '../hooks/use-mark-read';
import { useSession } from '../../../lib/session';

/** Marquee speed: pixels per second, so a long list takes longer instead of racing. */
const SPEED_PX_S = 42;
/** A percentage moves by the track's own width, so the keyframes need no measuring. */
const MARQUEE_KEYFRAMES: Keyframe[] = [{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }];
export const NOTICE_BAR_HEIGHT = 'h-10';

/**
 * The notice bar on home: player notice titles scrolling right to left; a tap opens the notice page
 * at that notice. 'No announcement' when there is none. The scroll pauses under a finger, the mouse or
 * keyboard focus, and does not move at all for players who asked for reduced motion.
 */
export function NoticeBar() {
  const { t } = useTranslation();
  const feed = useNoticesFeed();
  // A query's result comes through useSyncExternalStore, which React renders synchronously: deferred,
  // the marquee that arrives with it renders in a transition, in slices.
  const data = useDeferredValue(feed.data);
  const notices = playerNotices(data);
  return (
    <section
      aria-label={t('notice.bar')}
      className={`flex ${NOTICE_BAR_HEIGHT} items-center gap-2 overflow-hidden rounded-xl bg-gradient-to-r from-ink-800 to-ink-850 pr-1 pl-2.5 ring-1 ring-white/5`}
    >
      <span className="grid size-7 shrink-0 place-items-center rounded-full bg-gold-400/15 text-gold-300">
        <MegaphoneIcon size={16} />
      </span>
      {data === undefined && !feed.isError ? (
        <span className="h-3 flex-1 animate-breathe rounded-full bg-white/5" />
      ) : notices.length === 0 ? (
        <p className="min-w-0 flex-1 truncate text-sm text-muted">{t('notice.empty')}</p>
      ) : (
        <Marquee notices={notices} />
      )}
    </section>
  );
}

function Marquee({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation();
  // Only a real member keeps read state: nobody else sees unread marks.
  const tracksRead = canMarkRead(useSession());
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof track.animate !== 'function' || typeof ResizeObserver !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let animation: Animation | undefined;
    // The width comes from the layout the browser does anyway: reading scrollWidth here forced a
    // layout of the whole page while home was still settling.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize ?? 0;
      if (width === 0) return;
      // The track holds the list twice: sliding by one copy (half its width) loops without a jump.
      const duration = (width / 2 / SPEED_PX_S) * 1000;
      if (animation) animation.effect?.updateTiming({ duration });
      else animation = track.animate(MARQUEE_KEYFRAMES, { duration, iterations: Infinity });
    });
    observer.observe(track);
    const pause = () => animation?.pause();
    const play = () => {
      if (!track.contains(document.activeElement)) animation?.play();
    };
    const events: [string, () => void][] = [
      ['pointerenter', pause],
      ['pointerleave', play],
      ['focusin', pause],
      ['focusout', play],
    ];
    for (const [name, handler] of events) track.addEventListener(name, handler);
    return () => {
      observer.disconnect();
      for (const [name, handler] of events) track.removeEventListener(name, handler);
      animation?.cancel();
    };
  }, [notices]);

  const items = (copy: number) =>
    notices.map((notice, index) => (
      <li key={`${copy}-${notice.id}`} className="shrink-0">
        <AppLink
          to={noticeAt(index)}
          tabIndex={copy === 0 ? undefined : -1}
          aria-label={t('notice.barOpen', { title: notice.title })}
          className="flex items-center gap-2 rounded-md px-1 py-1 text-sm text-text/90 transition hover:text-gold-200 focus-visible:text-gold-200"
        >
          {!tracksRead || notice.read ? null : (
            <span className="size-1.5 shrink-0 rounded-full bg-rose-500" aria-hidden="true" />
          )}
          <span className="whitespace-nowrap">{notice.title}</span>
        </AppLink>
      </li>
    ));

  return (
    <div className="relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_6%,#000_94%,transparent)]">
      <div ref={trackRef} className="flex w-max will-change-transform">
        <ul className="flex shrink-0 gap-10 pr-10">{items(0)}</ul>
        {/* The second copy only closes the loop: hidden from assistive technology. */}
        <ul className="flex shrink-0 gap-10 pr-10" aria-hidden="true">
          {items(1)}
        </ul>
      </div>
    </div>
  );
}
