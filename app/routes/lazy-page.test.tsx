// @vitest-environment happy-dom
/** A page loaded on demand: the loading text while its code comes, the page at once when its code came ahead. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
