import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../ui/toast';

/** Shows where the app went (login, another list) so tests can assert navigation. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

/** Render inside a fresh query client and a memory router; /m/login renders a marker. */
export function renderWithApp(ui: ReactElement, { route = '/m/test' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path: '/m/login', element: <Landing name="login page" /> },
      { path: '*', element: ui },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** What a call sent: method, headers and the body (parsed JSON, form fields, or nothing). */
export interface SentRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

type Responder = (url: URL, request: SentRequest) => unknown;

function readBody(body: BodyInit | null | undefined): unknown {
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  return undefined;
}

/**
 * Stub fetch: each call is answered by the responder for its path (and method, as `PUT /path`),
 * wrapped in the success envelope; a responder may return a Response (e.g. `failure(...)`).
 */
export function stubApi(routes: Record<string, Responder>) {
  const calls: URL[] = [];
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const request = { url, method, headers: new Headers(init.headers), body: readBody(init.body) };
    calls.push(url);
    requests.push(request);
    const responder = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!responder) {
      return new Response(JSON.stringify({ success: false, code: 'route.not.found', message: 'x' }), { status: 404 });
    }
    const value = responder(url, request);
    if (value instanceof Response) return value;
    return new Response(JSON.stringify({ success: true, value }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The requests sent to one path. */
  const sent = (path: string) => requests.filter((request) => request.url.pathname === path);
  return { calls, requests, sent, fetchMock };
}

export function failure(
  code: string,
  status: number,
  extra: { field?: string; value?: object; message?: string } = {},
) {
  const { message = code, ...rest } = extra;
  return new Response(JSON.stringify({ success: false, code, message, ...rest }), { status });
}

/** An IntersectionObserver under which everything observed is at once fully on screen. */
export function stubEverythingVisible() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * Render `ui` at `route` (with optional history state); the ui also answers `uiPath`. Any other
 * path shows where the app went, e.g. "landed on /m/home" after a popup closed.
 */
export function renderAt(ui: ReactElement, route: string, options: { uiPath?: string; state?: unknown } = {}) {
  const [pathname = route, search = ''] = route.split('?');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path: options.uiPath ?? pathname, element: ui },
      { path: '*', element: <Landing name="landed on" /> },
    ],
    { initialEntries: [{ pathname, search: search ? `?${search}` : '', state: options.state }] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
