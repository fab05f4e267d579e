// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legibilityPartsData, renderBlocks } from '../../test-harness.tsx';
import { chartExample } from './example.ts';
import { nearViewMargin } from './use-near-view.ts';

const { data } = legibilityPartsData([30, 31, 32], [0, 50, 100]);

/** A stand-in IntersectionObserver: the test says when the watched chart comes near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.targets.map((target) => ({ isIntersecting, target })));
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const watching = () => FakeObserver.all.filter((observer) => !observer.disconnected && observer.targets.length > 0);

describe('a chart drawn when it comes near the viewport (chartsWhenNear)', () => {
  it('holds its room as deferred, which is settled, and draws when it comes near', async () => {
    const { container } = await renderBlocks([chartExample], { data, chartsWhenNear: true });
    const chart = () => container.querySelector('[data-chart-state]');
    const state = () => container.querySelector('article')?.getAttribute('data-report-state');
    // Until the browser has said where the chart is, it is loading: the page has not settled.
    expect(chart()?.getAttribute('data-chart-state')).toBe('loading');
    expect(state()).toBe('loading');
    expect(watching()).toHaveLength(1);
    act(() => watching()[0]!.report(false));
    expect(chart()?.getAttribute('data-chart-state')).toBe('deferred');
    expect((chart() as HTMLElement).style.minHeight).toBe('260px');
    expect(container.querySelector('svg')).toBeNull();
    await waitFor(() => expect(state()).toBe('settled'));
    expect(watching()[0]!.options.rootMargin).toBe(nearViewMargin);

    act(() => watching()[0]!.report(true));
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    expect(watching()).toHaveLength(0);
  });

  it('draws at once in print, where every chart is drawn before the view settles', async () => {
    const { container } = await renderBlocks([chartExample], {
      data,
      chartsWhenNear: true,
      context: { print: true },
    });
    expect(container.querySelector('[data-chart-state="deferred"]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('draws at once without chartsWhenNear, and in a browser without IntersectionObserver', async () => {
    const plain = await renderBlocks([chartExample], { data });
    expect(plain.container.querySelector('[data-chart-state="deferred"]')).toBeNull();
    cleanup();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = await renderBlocks([chartExample], { data, chartsWhenNear: true });
    expect(container.querySelector('[data-chart-state="deferred"]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-chart-state="ready"] svg')).not.toBeNull(), {
      timeout: 8000,
    });
  });
});
