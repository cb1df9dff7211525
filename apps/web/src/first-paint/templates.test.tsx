// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Announcement, AnnouncementsFeed } from '@lobby/contract/announcements';
import { API_PATHS } from '@lobby/contract/core';
import { queryClient } from '../lib/query-client';
import { makeNotice, makePromotion, makeSite, makeVendor } from '../test/fixtures';
import { makeHomeData } from '../test/home-data';
import { stubApi, stubEverythingVisible } from '../test/render';
import { renderAppAt } from '../test/render-app';

/**
 * The server's first-paint templates (public/first-paint/*.html) are hand copies of the app's
 * markup, so the hand-over changes nothing on screen. Each element of a template must find an
 * element of the app's page with all its classes, and each icon its drawing: a component whose
 * look changes fails here until its template is changed too.
 */
const TEMPLATES = join(import.meta.dirname, '../../public/first-paint');

/** A template's elements, its Mustache tags dropped (a section keeps one copy of its markup). */
function templateElements(...names: string[]): Element[] {
  return names.flatMap((name) => {
    const html = readFileSync(join(TEMPLATES, name), 'utf8').replace(/\{\{[\s\S]*?\}\}/g, '');
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    // The first paint's own wrapper (id, position over the app) has no counterpart in the app.
    return [...doc.body.querySelectorAll('[class], path')];
  });
}

/**
 * Where a template differs from the app on purpose: its classes, and the app's classes it copies.
 * The first paint is a still picture over the app, not a page of its own.
 */
const ON_PURPOSE: Readonly<Record<string, string>> = {
  // Opaque: an inner page's first paint covers the app's page until that page's content is in.
  'relative mx-auto min-h-dvh w-full max-w-[480px] bg-ink-950': 'relative mx-auto min-h-dvh w-full max-w-[480px]',
  // A picture of the tabs does not scroll.
  'scrollbar-none -mx-3 flex gap-2 overflow-x-hidden px-3 py-0.5':
    'scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 py-0.5',
  // The space under home's content is below the first paint's screen.
  'px-3 pt-3 pb-12': 'px-3 pt-3',
  // The hub's categories come with the app: the first paint shows the skeleton of their grid's height.
  'skeleton rounded-xl h-[16.25rem]': 'grid gap-2.5',
  // An icon's place (the icons are the app's drawings, sized by attribute).
  'size-[22px]': '',
};

const classesOf = (text: string | null) => (text ?? '').split(/\s+/).filter(Boolean);

/** An element's classes as drawn: a selected tab's aria-selected: classes apply. */
function drawnClasses(element: Element): Set<string> {
  const classes = classesOf(element.getAttribute('class'));
  const selected = element.getAttribute('aria-selected') === 'true';
  return new Set(classes.map((name) => (selected ? name.replace(/^aria-selected:/, '') : name)));
}

/** What in the template has no element in the app's page: empty when the copy matches. */
function drift(template: Element[], page: Element): string[] {
  const pageElements = [...page.querySelectorAll('*')].map(drawnClasses);
  return template.flatMap((element) => {
    if (element.tagName.toLowerCase() === 'path') {
      const d = element.getAttribute('d');
      return page.querySelector(`path[d="${d}"]`) ? [] : [`icon path ${d}`];
    }
    const own = element.getAttribute('class') ?? '';
    const classes = classesOf(ON_PURPOSE[own] ?? own);
    const found = pageElements.some((drawn) => classes.every((name) => drawn.has(name)));
    return found ? [] : [`<${element.tagName.toLowerCase()} class="${own}">`];
  });
}

const feed = (playerNotices: Announcement[]): AnnouncementsFeed => ({
  banners: [],
  playerNotices,
  popup: [],
  hot: [],
  promotion: [],
});

// The lazy images load at once.
beforeEach(() => stubEverythingVisible());
afterEach(() => queryClient.clear());

describe('the first-paint templates copy the app’s markup', () => {
  it('home: the header with the brand, and the first banner', async () => {
    stubApi({
      [API_PATHS.home]: () => makeHomeData(),
      [API_PATHS.site]: () => makeSite(),
      '/api/v1/winners': () => [],
      '/api/v1/games/hot': () => ({ list: [] }),
    });
    renderAppAt('/m/home');
    await screen.findByRole('region', { name: 'Hot games' });
    // The app renders parts of a page in slices (deferred answers): the markup settles a moment later.
    await waitFor(() => expect(drift(templateElements('home.html', 'site-header.html'), document.body)).toEqual([]));
  });

  it('promotions: the page header, the tabs and the cards', async () => {
    stubApi({
      [API_PATHS.promotions]: () => [
        makePromotion({ id: 1, title: 'Welcome Bonus' }),
        makePromotion({ id: 2, title: 'VIP Club' }),
      ],
      [API_PATHS.promotionCategories]: () => [{ id: 10, name: 'Slots' }],
      [API_PATHS.site]: () => makeSite(),
    });
    renderAppAt('/m/activity');
    await screen.findByRole('link', { name: 'Read more about Welcome Bonus' });
    await waitFor(() => expect(drift(templateElements('inner-page.html', 'activity.html'), document.body)).toEqual([]));
  });

  it('notices: the page header and the notices', async () => {
    stubApi({
      [API_PATHS.announcements]: () => feed([makeNotice(1), makeNotice(2)]),
      [API_PATHS.site]: () => makeSite(),
    });
    renderAppAt('/m/notice');
    await screen.findByText('Body of notice 2');
    await waitFor(() => expect(drift(templateElements('inner-page.html', 'notice.html'), document.body)).toEqual([]));
  });

  it('the game centre’s hub and the providers page: the headings, the special pages and the providers', async () => {
    stubApi({
      [API_PATHS.vendorGameTypes]: () => ({
        RNG: [makeVendor('PG', 'PG Soft')],
        LIVE: [makeVendor('EVO', 'Evolution')],
      }),
      [API_PATHS.vendorSorting]: () => [
        { gameCategory: 'RNG', vendorNames: [{ vassalage: 'PG', accountTypeName: 'PG' }] },
      ],
      [API_PATHS.site]: () => makeSite(),
    });
    renderAppAt('/m/gameCenter');
    await screen.findByRole('link', { name: /Evolution/ });
    await waitFor(() =>
      expect(
        drift(templateElements('lobby-page.html', 'site-header.html', 'provider-groups.html'), document.body),
      ).toEqual([]),
    );
  });
});
