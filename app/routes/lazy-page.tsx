/**
 * A page loaded on demand: its code, and what only it needs (the report engine, JSONata, the admin tables),
 * is a chunk of its own that the browser fetches when the route is first shown. A loading text stands in
 * meanwhile.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingView } from '../components/LoadingView.tsx';

export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingView />}>
        <Page />
      </Suspense>
    );
  };
}
