// @vitest-environment happy-dom
/** A page loaded on demand: the loading text while its code comes, the page at once when its code came ahead. */
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadOf } from './lazy-page.tsx';

afterEach(cleanup);

function page(text: string) {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads += 1;
    return () => <p>{text}</p>;
  });
  return { Page, loads: () => loads };
}

/** Shows 'Fejl: …' for an error thrown below it. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Fejl: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('shows the loading text until the code is in, then the page', async () => {
    const { Page, loads } = page('Rapporten');
    render(<Page />);
    expect(screen.getByRole('status').textContent).toBe('Indlæser…');
    expect(await screen.findByText('Rapporten')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('shows a page whose code was loaded ahead at once, in the first render, and loads it once', async () => {
    const { Page, loads } = page('Din bog');
    await preloadOf(Page)?.();
    render(<Page />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Din bog')).toBeTruthy();
    render(<Page />);
    expect(screen.getAllByText('Din bog')).toHaveLength(2);
    expect(loads()).toBe(1);
  });

  it('throws a failed load to the nearest error boundary and loads again when shown again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let loads = 0;
    const Page = lazyPage(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk gone');
      return () => <p>Anden gang</p>;
    });
    render(
      <Boundary>
        <Page />
      </Boundary>,
    );
    expect(await screen.findByText('Fejl: chunk gone')).toBeTruthy();
    cleanup();
    render(<Page />);
    expect(await screen.findByText('Anden gang')).toBeTruthy();
    expect(loads).toBe(2);
    vi.restoreAllMocks();
  });

  it('shows the page as soon as its code is in, not held back as a Suspense reveal is', async () => {
    // React shows what replaces a Suspense fallback no sooner than 300 ms after the fallback, by a timer (its
    // fallback throttle, which it skips inside act()). Outside act and with the clock stopped, a Suspense reveal
    // never comes (checked when this test was written); an ordinary update comes within a few turns of the
    // scheduler, which runs on setImmediate, not on the stopped timers.
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let resolve: (page: () => ReactNode) => void = () => {};
      const Page = lazyPage(() => new Promise((done) => (resolve = done)));
      render(<Page />);
      expect(screen.getByRole('status').textContent).toBe('Indlæser…');
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
      resolve(() => <p>Straks</p>);
      for (let turn = 0; turn < 20 && !screen.queryByText('Straks'); turn++)
        await new Promise((done) => setImmediate(done));
      expect(screen.queryByText('Straks')).not.toBeNull();
    } finally {
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
      vi.useRealTimers();
    }
  });
});
