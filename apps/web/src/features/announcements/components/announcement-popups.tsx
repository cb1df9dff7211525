import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import type { Announcement } from '@lobby/contract/announcements';
import { accountPopupFor } from '../../../shared/popups/account-popups';
import { useHomeEntryPopups, useHomeEntryTurn } from '../../../shared/popups/home-entry-popups';
import { POPUP_PARAM } from '../../../lib/use-popup-param';
import { Carousel } from '../../../ui/carousel';
import { Dialog } from '../../../ui/dialog';
import { useNoticesFeed } from '../api/notices-feed';
import { hideForToday, popupsWanted, rememberShown } from '../popup-memory';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import type { EmblaApi } from '../../../ui/carousel-types';

/** The details (and the HTML sanitiser they need) load only when a player asks for more. */
const PopupDetails = lazy(() => import('./popup-details').then((module) => ({ default: module.PopupDetails })));

type View = { kind: 'carousel' } | { kind: 'details'; index: number } | { kind: 'closed' };

/**
 * The pop-up carousel of announcements that greets a player on home (dots, previous, next), once
 * per visit. It takes its turn among the home entry pop-ups and hands on when closed or when there
 * is nothing to show. "More" or a title opens the details: every pop-up in an accordion.
 */
export function AnnouncementPopups() {
  const myTurn = useHomeEntryTurn('announcements');
  const finish = useHomeEntryPopups((state) => state.finish);
  const feed = useNoticesFeed();
  const [wanted] = useState(() => popupsWanted());
  const [view, setView] = useState<View>({ kind: 'carousel' });
  const popups = feed.data?.popup ?? [];
  // Never over another popup (login, register, …): the carousel waits until that one has closed.
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const busy = accountPopupFor(pathname, params) !== null || params.has(POPUP_PARAM);
  const nothing = !wanted || feed.isError || (feed.isSuccess && popups.length === 0);
  const showing = myTurn && !busy && wanted && popups.length > 0 && view.kind !== 'closed';

  useEffect(() => {
    if (myTurn && nothing) finish('announcements');
  }, [myTurn, nothing, finish]);
  useEffect(() => {
    if (!showing) return;
    rememberShown();
    // Left by a link inside the pop-up (home unmounts): it counts as closed, so the next pop-up gets its turn.
    return () => finish('announcements');
  }, [showing, finish]);

  const close = (hideToday: boolean) => {
    if (hideToday) hideForToday();
    setView({ kind: 'closed' });
    finish('announcements');
  };

  if (!showing) return null;
  if (view.kind === 'details') {
    return (
      <Suspense fallback={null}>
        <PopupDetails popups={popups} initial={view.index} onClose={() => close(false)} />
      </Suspense>
    );
  }
  return <PopupCarousel popups={popups} onMore={(index) => setView({ kind: 'details', index })} onClose={close} />;
}

function PopupCarousel({
  popups,
  onMore,
  onClose,
}: {
  popups: Announcement[];
  onMore: (index: number) => void;
  onClose: (hideToday: boolean) => void;
}) {
  const { t } = useTranslation();
  const [hideToday, setHideToday] = useState(false);
  return (
    <Dialog
      open
      title={t('notice.popup')}
      onClose={() => onClose(hideToday)}
      footer={
        <label className="flex cursor-pointer items-center gap-2.5 text-sm text-muted select-none">
          <input
            type="checkbox"
            checked={hideToday}
            onChange={(event) => setHideToday(event.target.checked)}
            className="size-4 accent-gold-400"
          />
          {t('notice.hideToday')}
        </label>
      }
    >
      <Carousel
        label={t('notice.popup')}
        loop={popups.length > 1}
        controls={(api, selected, dots) => <Controls api={api} selected={selected} dots={dots} />}
        slides={popups.map((popup, index) => (
          <PopupSlide key={popup.id} popup={popup} onMore={() => onMore(index)} />
        ))}
      />
    </Dialog>
  );
}

function PopupSlide({ popup, onMore }: { popup: Announcement; onMore: () => void }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-ink-850">
      {popup.imageUrl && !broken ? (
        <img
          src={popup.imageUrl}
          alt=""
          width={750}
          height={300}
          onError={() => setBroken(true)}
          className="aspect-[5/2] w-full object-cover"
        />
      ) : (
        <div className="h-1.5 bg-gradient-to-r from-violet-600 via-fuchsia-500 to-gold-400" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3>
          <button
            type="button"
            onClick={onMore}
            className="text-left text-base leading-snug font-bold text-text hover:text-gold-200"
          >
            {popup.title}
          </button>
        </h3>
        {popup.preview ? <p className="line-clamp-4 text-sm text-muted">{popup.preview}</p> : null}
        <button
          type="button"
          onClick={onMore}
          aria-label={`${t('notice.more')}: ${popup.title}`}
          className="mt-auto self-start rounded-full bg-gold-400/15 px-3.5 py-1.5 text-xs font-semibold text-gold-200 transition hover:bg-gold-400/25"
        >
          {t('notice.more')}
        </button>
      </div>
    </article>
  );
}

const ARROW =
  'grid size-9 shrink-0 place-items-center rounded-full bg-white/5 text-text transition hover:bg-white/10 disabled:opacity-35';

/** Previous, the dots, next. The carousel loops, so both arrows stay live once it is ready. */
function Controls({ api, dots }: { api: EmblaApi | undefined; selected: number; dots: ReactNode }) {
  const { t } = useTranslation();
  if (!dots) return null;
  return (
    <div className="mt-3 flex items-center justify-between gap-3">
      <button
        type="button"
        className={ARROW}
        aria-label={t('notice.previous')}
        disabled={!api}
        onClick={() => api?.scrollPrev()}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <div className="-mt-2.5">{dots}</div>
      <button
        type="button"
        className={ARROW}
        aria-label={t('notice.next')}
        disabled={!api}
        onClick={() => api?.scrollNext()}
      >
        <ChevronRightIcon size={18} />
      </button>
    </div>
  );
}
