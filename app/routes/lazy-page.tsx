/**
 * A page loaded on demand: its code, and what only it needs (the report engine, JSONata, the admin tables),
 * is a chunk of its own that the browser fetches when the route is first shown, or earlier when its loading is
 * started ahead (`preloadOf`, prefetch-page.ts). A loading text stands in meanwhile; a page whose code was loaded
 * ahead is shown at once.
 *
 * Not React.lazy in a Suspense boundary: React holds back the page that replaces a Suspense fallback until 300 ms
 * after the fallback was shown (its fallback throttle), and on the way from the sign-in to the dashboard the report
 * layout's and the chart's code came in within that time, so the page stood finished but unshown for about 250 ms
 * each time (issue 33 point 4, docs/PERFORMANCE.md). The page is shown by an ordinary state update instead, in the
 * render after its code has come; a failed load is thrown in render, to the nearest error boundary, as lazy did.
 */
import { type ComponentType, useEffect, useReducer, useState } from 'react';
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
  function LazyPage() {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const loaded = Loaded !== undefined;
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      once().then(
        () => mounted && rerender(),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [loaded]);
    if (Loaded) return <Loaded />;
    if (failure) throw failure.error;
    return <LoadingView />;
  }
  preloads.set(LazyPage, once);
  return LazyPage;
}

/** Starts loading a page made by lazyPage (undefined for any other component). */
export function preloadOf(component: unknown): (() => Promise<unknown>) | undefined {
  return typeof component === 'function' ? preloads.get(component) : undefined;
}
