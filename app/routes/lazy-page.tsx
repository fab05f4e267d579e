/**
 * A page loaded on demand: its code, and what only it needs (the report engine, JSONata, the admin tables),
 * is a chunk of its own that the browser fetches when the route is first shown, or earlier when its loading is
 * started ahead (`preloadOf`, prefetch-page.ts). A loading text stands in meanwhile; a page whose code was loaded
 * ahead is shown at once.
 */
import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingView } from '../components/LoadingView.tsx';

const preloads = new WeakMap<object, () => Promise<unknown>>();

export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  let loading: Promise<ComponentType> | undefined;
  /** The page's component once its code is in: shown at once, without a round through Suspense. */
  let Loaded: ComponentType | undefined;
  const once = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Page = lazy(async () => ({ default: await once() }));
  function LazyPage() {
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<LoadingView />}>
        <Page />
      </Suspense>
    );
  }
  preloads.set(LazyPage, once);
  return LazyPage;
}

/** Starts loading a page made by lazyPage (undefined for any other component). */
export function preloadOf(component: unknown): (() => Promise<unknown>) | undefined {
  return typeof component === 'function' ? preloads.get(component) : undefined;
}
