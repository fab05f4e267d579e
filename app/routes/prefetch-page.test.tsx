/** Starting a path's page code ahead: every lazy page in the matched routes' elements, guards' children included. */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadOf } from './lazy-page.tsx';
import { prefetchPage } from './prefetch-page.ts';

function Guard({ children }: { children: ReactNode }) {
  return children;
}

function pages() {
  const loads = { layout: 0, dashboard: 0, other: 0 };
  const page = (name: keyof typeof loads) =>
    lazyPage(async () => {
      loads[name] += 1;
      return () => null;
    });
  const Layout = page('layout');
  const Dashboard = page('dashboard');
  const Other = page('other');
  const routes: RouteObject[] = [
    {
      path: '/manuscripts/:manuscriptId',
      element: (
        <Guard>
          <Guard>
            <Layout />
          </Guard>
        </Guard>
      ),
      children: [
        { path: 'dashboard', element: <Dashboard /> },
        { path: 'analysis', element: <Other /> },
      ],
    },
    { path: '/overview', element: <Other /> },
  ];
  return { loads, routes, Layout };
}

describe('prefetchPage', () => {
  it('starts the code of each page the path shows, once, and of no other', async () => {
    const { loads, routes } = pages();
    prefetchPage(routes, '/manuscripts/7/dashboard?from=login');
    prefetchPage(routes, '/manuscripts/7/dashboard');
    await vi.waitFor(() => expect(loads).toEqual({ layout: 1, dashboard: 1, other: 0 }));
  });

  it('starts nothing for a path no route matches', async () => {
    const { loads, routes } = pages();
    prefetchPage(routes, '/nowhere');
    await Promise.resolve();
    expect(loads).toEqual({ layout: 0, dashboard: 0, other: 0 });
  });

  it('a page whose code failed to load may be loaded again', async () => {
    let attempts = 0;
    const Flaky = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return () => null;
    });
    const preload = preloadOf(Flaky)!;
    await expect(preload()).rejects.toThrow('offline');
    await preload();
    expect(attempts).toBe(2);
    expect(preloadOf(Guard)).toBeUndefined();
  });
});
