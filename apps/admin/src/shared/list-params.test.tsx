// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router, type Navigator } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useListParams } from './list-params';

const schema = z.object({
  q: z.string().optional(),
  type: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/**
 * The list under a router whose URL the test sets: each URL the list asks for is recorded, and is shown only
 * when the test says, as a browser router may render the first of two quick changes after the second is asked.
 */
function renderList(search: string) {
  const asked: string[] = [];
  const navigator = {
    push: (to: { search: string }) => asked.push(to.search),
    replace: () => {},
    go: () => {},
    createHref: () => '',
  } as unknown as Navigator;
  let shown = search;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router location={{ pathname: '/', search: shown }} navigator={navigator}>
      {children}
    </Router>
  );
  const hook = renderHook(() => useListParams(schema), { wrapper });
  const show = (url: string) => {
    shown = url;
    hook.rerender();
  };
  return { hook, asked, show, lastAsked: () => asked.at(-1) };
}

describe('a console list’s params in the URL', () => {
  it('goes back to page 1 when a filter changes, and keeps the page when the page changes', () => {
    const { hook, show, lastAsked } = renderList('?q=player&page=3');
    act(() => hook.result.current.update({ type: 'agent' }));
    expect(lastAsked()).toBe('?q=player&type=agent');
    show('?q=player&type=agent');
    act(() => hook.result.current.update({ page: 2 }));
    expect(lastAsked()).toBe('?q=player&type=agent&page=2');
  });

  it('builds a change made before the page re-renders on the one before it', () => {
    const { hook, lastAsked } = renderList('?q=player0');
    const { update } = hook.result.current;
    act(() => update({ q: '' }));
    act(() => update({ type: 'agent' }));
    expect(lastAsked()).toBe('?type=agent');
  });

  it('keeps all of three quick changes when the first URL renders between the second and the third', () => {
    const { hook, show, lastAsked } = renderList('');
    const { update } = hook.result.current;
    act(() => update({ from: '2026-11-01' }));
    act(() => update({ to: '2026-11-30' }));
    show('?from=2026-11-01');
    act(() => hook.result.current.update({ type: 'slot' }));
    expect(lastAsked()).toBe('?from=2026-11-01&to=2026-11-30&type=slot');
  });

  it('builds on the URL shown once the last one asked for is shown', () => {
    const { hook, show, lastAsked } = renderList('');
    act(() => hook.result.current.update({ q: 'dragon' }));
    show('?q=dragon');
    show('');
    act(() => hook.result.current.update({ type: 'agent' }));
    expect(lastAsked()).toBe('?type=agent');
  });

  it('forgets pending changes once a URL it never asked for is shown (back, forward, a link)', () => {
    const { hook, show, lastAsked } = renderList('');
    act(() => hook.result.current.update({ q: 'asked' }));
    show('?q=linked');
    act(() => hook.result.current.update({ type: 'agent' }));
    expect(lastAsked()).toBe('?q=linked&type=agent');
  });
});
