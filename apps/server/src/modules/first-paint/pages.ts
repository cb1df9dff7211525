import { API_PATHS, documentTitle } from '@lobby/contract/core';
import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../site/merchant-directory';
import { mainImageUrl } from '../promotions/promotions.service';
import { listPages } from './list-pages';
import { localUrl, type FirstPaint } from './render';
import { dateAtOffset, type VisitorLocale } from './visitor-locale';

/** The web app's words a first paint shows (first-paint/strings.json of the build, one language). */
export type FirstPaintStrings = Record<string, string>;

export interface PageContext {
  merchant: Merchant;
  locale: VisitorLocale;
  strings: FirstPaintStrings;
  /** The app, whose module app a page reads its data from. */
  app: FastifyInstance;
  /** The address's parameters (only those of the page's queryKeys are part of its cache key). */
  query: URLSearchParams;
}

export interface FirstPaintPage {
  /** The template's file in the build's first-paint folder. */
  template: string;
  /** A layout the template goes into as its `content` partial (the inner pages' header). */
  layout?: string;
  /** Address parameters that change the first screen (a chosen tab): with one of them, no first paint. */
  skipWith?: readonly string[];
  /** Address parameters the paint reads (a list's provider, a search's name): part of the cached page's key. */
  queryKeys?: readonly string[];
  /** The page's first paint; null when this address has none (the game centre's hub). */
  paint(context: PageContext): Promise<FirstPaint | null>;
}

/** The layout of the inner pages: the app's page header (back arrow and title) over the content. */
const INNER_PAGE = 'inner-page.html';
/** The layout of the lobby pages: the site's header over the content. */
const LOBBY_PAGE = 'lobby-page.html';

const HOME = '/m/home';
const ACTIVITY = '/m/activity';
const NOTICE = '/m/notice';

/** Promotion cards in the first paint: what a phone's first screen shows and a little more. */
export const FIRST_PROMOTIONS = 3;
/** Notices in the first paint. */
export const FIRST_NOTICES = 6;

async function homePaint({ merchant, locale, app }: PageContext): Promise<FirstPaint> {
  const [banner] = await app.banners.byGroup(merchant.code, 'm_home', locale.language);
  const bannerUrl = localUrl(banner?.imageUrl);
  return {
    title: merchant.name,
    language: locale.language,
    view: { siteName: merchant.name, bannerUrl },
    heroUrl: bannerUrl,
    // The boot script asks for home's data at once; the preload starts it with the page.
    dataUrls: [`${API_PATHS.home}?language=${locale.language}`],
  };
}

async function activityPaint({ merchant, locale, strings, app }: PageContext): Promise<FirstPaint> {
  const defaultLanguage = app.site.site(merchant).defaultLanguage;
  const [promotions, categories] = await Promise.all([
    app.promotions.list(merchant.code, locale.language),
    app.promotions.categories(merchant.code, locale.language, defaultLanguage),
  ]);
  const cards = promotions
    .slice(0, FIRST_PROMOTIONS)
    .map((promotion) => ({ title: promotion.title, imageUrl: localUrl(mainImageUrl(promotion)) }));
  return {
    title: documentTitle(strings.activityTitle, merchant.name),
    language: locale.language,
    view: { path: ACTIVITY, title: strings.activityTitle, t: strings, categories, promotions: cards },
    heroUrl: cards[0]?.imageUrl,
  };
}

async function noticePaint({ merchant, locale, strings, app }: PageContext): Promise<FirstPaint> {
  const defaultLanguage = app.site.site(merchant).defaultLanguage;
  const feed = await app.announcements.feed(
    { merchantCode: merchant.code, defaultLanguage, memberId: null },
    { types: ['PL'], language: locale.language },
  );
  const notices = feed.playerNotices.slice(0, FIRST_NOTICES).map((notice) => ({
    title: notice.title,
    startDate: notice.startDate,
    date: dateAtOffset(notice.startDate, locale.utcOffset, locale.language),
    preview: notice.preview,
  }));
  return {
    title: documentTitle(strings.noticeTitle, merchant.name),
    language: locale.language,
    view: { path: NOTICE, title: strings.noticeTitle, notices },
  };
}

/**
 * The member page visitors land on (the favourites): the app sends a visitor to home under the
 * sign-in pop-up, so its first paint is home's; the boot script drops it for a member (web first-paint/boot.ts).
 */
const FAVOURITES = '/m/fav-games';

/** The pages the server paints first, by path: home, promotions, notices and every game list. */
export const FIRST_PAINT_PAGES: Readonly<Record<string, FirstPaintPage>> = {
  ...listPages({ lobby: LOBBY_PAGE, inner: INNER_PAGE }),
  [HOME]: { template: 'home.html', paint: homePaint },
  [FAVOURITES]: { template: 'home.html', paint: homePaint },
  // The first paint shows the 'All' tab: a chosen category would flash from all promotions to its own.
  [ACTIVITY]: { template: 'activity.html', layout: INNER_PAGE, skipWith: ['category'], paint: activityPaint },
  [NOTICE]: { template: 'notice.html', layout: INNER_PAGE, paint: noticePaint },
};
