/** The web app's entry: read the sign-in configuration, create the stores, render the routes. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { fetchAuthConfig } from './auth/auth-config.ts';
import { createAuthService } from './auth/auth-service.ts';
import { prefetchPage } from './routes/prefetch-page.ts';
import { createRouter, routes } from './routes/router.tsx';
import { StoreContext } from './stores/context.ts';
import { RootStore } from './stores/RootStore.ts';
import './styles/app.css';

async function start(): Promise<void> {
  const root = new RootStore(createAuthService(await fetchAuthConfig()));
  root.setPrefetchPage((path) => prefetchPage(routes, path));
  void root.auth.load();
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
