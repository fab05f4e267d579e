// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { GuidePage } from '../pages/GuidePage.tsx';
import { PricingPage } from '../pages/PricingPage.tsx';
import { StoreContext } from '../stores/context.ts';
import { RootStore } from '../stores/RootStore.ts';
import { baseApi, fakeAuthService } from '../test-support/render-app.tsx';
import { RichText } from './RichText.tsx';

afterEach(cleanup);

// The real seed file (the happy-dom environment has no file URL of its own: read from the repository root).
const seeded = JSON.parse(readFileSync('server/content/seed/pages.json', 'utf8')).payload as unknown;

function renderWithPages(page: React.ReactNode) {
  const api = baseApi();
  api.answer('pages/', seeded);
  const root = new RootStore(fakeAuthService(false), api.asClient());
  render(
    <StoreContext.Provider value={root}>
      <MemoryRouter>{page}</MemoryRouter>
    </StoreContext.Provider>,
  );
}

describe('information pages from the content store', () => {
  it('the guide shows its three sections from pages.json, with links into the app', async () => {
    renderWithPages(<GuidePage />);
    expect(await screen.findByRole('heading', { name: 'Sådan kommer du i gang' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sådan læser du rapporten' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sådan bruger du anbefalingerne' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'prøverapporten' }).getAttribute('href')).toBe('/trial');
    expect(screen.getByText('Global Score').tagName).toBe('STRONG');
  });

  it('the pricing page shows its introduction and its terms', async () => {
    renderWithPages(<PricingPage />);
    expect(await screen.findByRole('heading', { name: 'Godt at vide' })).toBeTruthy();
    expect(screen.getByText(/Priserne er inklusive moms\.$/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'vilkår' }).getAttribute('href')).toBe('/terms');
  });
});

describe('RichText', () => {
  it('shows HTML and other links as text', () => {
    const { container } = render(
      <MemoryRouter>
        <RichText text={'<b>fed</b> [ud](https://x.dk) [hjem](//x.dk) **ja** [FAQ](/faq)'} />
      </MemoryRouter>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>fed</b> [ud](https://x.dk) [hjem](//x.dk) ja FAQ');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/faq']);
  });
});
