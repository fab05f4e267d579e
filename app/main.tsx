/** The web app's entry: read the sign-in configuration, create the stores, render the routes. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { CALLBACK_PATH } from '../schemas/api/app-config.ts';
import { fetchAuthConfig } from './auth/auth-config.ts';
import { createAuthService } from './auth/auth-service.ts';
import { beginCallbackSignIn, callbackAuthService } from './auth/callback-start.ts';
import { readCompiledCharts } from './reports/compiled-charts.ts';
import { startLoadingReportValidators, startReadingDefinitions } from './reports/definition-source.ts';
import { prefetchPage } from './routes/prefetch-page.ts';
import { createRouter, routes } from './routes/router.tsx';
import { StoreContext } from './stores/context.ts';
import { RootStore } from './stores/RootStore.ts';
import './styles/app.css';

/** The paths of report pages (a manuscript's, a similar book's, the admin area's), whose code reads the definitions. */
const REPORT_PATH = /^\/(manuscripts|similarbook|admin\/manuscript)\/[^/]+\//;

async function start(): Promise<void> {
  const config = await fetchAuthConfig();
  // The callback page takes the auth service whose code exchange its own small script may have begun.
  const onCallback = window.location.pathname === CALLBACK_PATH;
  const root = new RootStore(onCallback ? callbackAuthService(config) : createAuthService(config));
  root.setPrefetch({
    // A report page's code waits for the definitions and for the engine's validators (app/reports/definitions.ts):
    // their call, and the validators' chunks, start before that code has loaded. So does the read of the charts
    // compiled ahead, which the first page's charts are drawn from.
    reads: (path) => {
      if (!REPORT_PATH.test(path)) return;
      startReadingDefinitions();
      startLoadingReportValidators();
      // In the entry, not a chunk of its own: a file the login form has not prefetched yet waits behind the
      // sign-in's calls.
      void readCompiledCharts();
    },
    code: (path) => prefetchPage(routes, path),
  });
  void root.auth.load();
  beginCallbackSignIn(root, window.location.pathname);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <StoreContext.Provider value={root}>
        <RouterProvider router={createRouter()} />
      </StoreContext.Provider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('Lektør could not start', error);
  document.getElementById('root')!.textContent = 'Lektør kunne ikke starte. Prøv at genindlæse siden.';
});
