import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';

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

type Responder = (url: URL) => unknown;

/** Stub fetch: each call is answered by the responder for its path, wrapped in the success envelope. */
export function stubApi(routes: Record<string, Responder>) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const responder = routes[url.pathname];
    if (!responder) {
      return new Response(JSON.stringify({ success: false, code: 'route.not.found', message: 'x' }), { status: 404 });
    }
    const value = responder(url);
    if (value instanceof Response) return value;
    return new Response(JSON.stringify({ success: true, value }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function failure(code: string, status: number): Response {
  return new Response(JSON.stringify({ success: false, code, message: code }), { status });
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
