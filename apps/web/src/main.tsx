import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { appPainted } from './first-paint/app-painted';
import { isHomePath } from './first-paint/home-data';
import { whenIdle, yieldToMain } from './lib/scheduling';
import { currentLanguage, i18nReady, loadErrorMessages, rememberLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { applyTheme } from './lib/theme';
import { homeOptions } from './features/home/api/home';
import { siteOptions } from './shared/site/api/site';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

applyTheme();

// The address the visit started at, before the router may redirect it.
const path = window.location.pathname;

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

void i18nReady.then(async () => {
  // The entry's modules have just run: the data calls start in a task of their own.
  await yieldToMain();
  // Home is the usual first page: its query starts now (taking the boot script's call, see
  // first-paint/home-data.ts) while its route module is still loading.
  if (isHomePath(path)) {
    void queryClient.prefetchQuery(homeOptions(currentLanguage()));
    void queryClient.prefetchQuery(siteOptions());
  }
  // Start-up in short tasks (the modules, the router, then the render), so a tap is never kept waiting.
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
  router.initialize();
  await yieldToMain();
  // A transition lets React render the first page in slices instead of one long main-thread task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});

// The failure messages are not on the first screen: they follow it, before anyone needs them.
void appPainted.then(() => loadErrorMessages()).catch(() => undefined);
void appPainted.then(() => whenIdle(rememberLocale));

// Off the first load: the worker is registered from its own small chunk, once the page is idle.
void import('./sw/register').then((module) => module.registerServiceWorker());
