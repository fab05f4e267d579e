/**
 * Starts loading the code of the pages a path shows (every lazy page in its matched routes' elements, the guards'
 * children included), before the router gets there: the callback page does it for where the author is going
 * while the sign-in completes. A report page's code brings the report definitions, whose call it starts.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadOf } from './lazy-page.tsx';

function preloadIn(node: ReactNode): void {
  Children.forEach(node, (child) => {
    if (!isValidElement(child)) return;
    preloadOf(child.type)?.().catch((error: unknown) => console.warn('a page could not be loaded ahead', error));
    preloadIn((child.props as { children?: ReactNode }).children);
  });
}

/** Starts the code of the pages `path` shows; a path no route matches starts nothing. */
export function prefetchPage(routes: RouteObject[], path: string): void {
  for (const match of matchRoutes(routes, path.split(/[?#]/)[0] ?? path) ?? []) preloadIn(match.route.element);
}
