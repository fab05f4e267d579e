// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreContext } from '../stores/context.ts';
import { RootStore } from '../stores/RootStore.ts';
import { baseApi, fakeAuthService, renderApp, statusOf } from '../test-support/render-app.tsx';
import { LOGIN_POLL_MS, useLoginStateKnown } from './guards.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Hovedmenu' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('routes and menus by role', () => {
  it('a visitor at / goes to the pricing page and sees Priser, FAQ, Kontakt, Prøverapport, Opret bruger, Login', async () => {
    const { router } = await renderApp('/', { signedIn: false, api: baseApi() });
    await screen.findByRole('heading', { level: 1, name: 'Priser' });
    expect(router.state.location.pathname).toBe('/pricing');
    expect(menuLinks()).toEqual(['Priser', 'FAQ', 'Kontakt', 'Prøverapport', 'Opret bruger', 'Login']);
    expect(screen.queryByRole('button', { name: /Brugermenu/ })).toBeNull();
  });

  it('a content editor without a subscription goes from / to the editor, not to the pricing page', async () => {
    const api = baseApi(statusOf('CONTENT_EDITOR', 'NONE'));
    const { router } = await renderApp('/', { signedIn: true, api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/redaktion'));
  });

  it('the trial report offers a visitor to sign up and the prices, and a signed-in author the prices only', async () => {
    await renderApp('/trial', { signedIn: false, api: baseApi() });
    const pricesFirst = await screen.findByRole('link', { name: 'Se priser og få din egen rapport' });
    expect(pricesFirst.getAttribute('href')).toBe('/pricing');
    const banner = pricesFirst.closest('.trial-banner') as HTMLElement;
    const signUp = within(banner).getByRole('link', { name: 'Opret bruger' });
    expect(signUp.getAttribute('href')).toBe('/login?signup=1&returnTo=%2Fpricing');
    cleanup();
    await renderApp('/trial', { signedIn: true, api: baseApi(statusOf('AUTHOR', 'NONE')) });
    const prices = await screen.findByRole('link', { name: 'Se priser og få din egen rapport' });
    expect(
      within(prices.closest('.trial-banner') as HTMLElement).queryByRole('link', { name: 'Opret bruger' }),
    ).toBeNull();
  });

  it('a visitor opening a login route is sent to sign in with the route to return to', async () => {
    const { router } = await renderApp('/userprofile', { signedIn: false, api: baseApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?returnTo=%2Fuserprofile');
  });

  it('an author with a subscription goes from / to /overview; no Prøverapport, a user menu', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    const { router } = await renderApp('/', { signedIn: true, api });
    await screen.findByRole('heading', { level: 1, name: 'Oversigt' });
    expect(router.state.location.pathname).toBe('/overview');
    expect(menuLinks()).toEqual(['Oversigt', 'Priser', 'FAQ', 'Kontakt']);
    // The user menu is a chunk of its own, loaded once signed in.
    expect(await screen.findByRole('button', { name: 'Brugermenu for Karen Forfatter' })).toBeTruthy();
    // the guard loaded the session once: status, settings, and rules, texts, report list, FAQs in one call
    for (const path of ['author/status', 'author/settings/', 'texts/']) {
      expect(api.callsTo(path), path).toHaveLength(1);
    }
  });

  it('an author with no uploads left is told so in the upload dialog and can go on to the pricing page', async () => {
    const { router } = await renderApp('/overview', {
      signedIn: true,
      api: baseApi(statusOf('AUTHOR', 'STANDARD', 0)),
    });
    const open = await screen.findByRole('button', { name: 'Upload manuskript' });
    act(() => open.click());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain('Du har ikke flere uploads tilbage');
    expect(within(dialog).queryByRole('button', { name: 'Upload' })).toBeNull();
    act(() => within(dialog).getByRole('link', { name: 'Se priser og abonnementer' }).click());
    await screen.findByRole('heading', { level: 1, name: 'Priser' });
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an author without a subscription is sent from a manuscript to / and on to pricing, with Prøverapport', async () => {
    const { router } = await renderApp('/manuscripts/3/dashboard', {
      signedIn: true,
      api: baseApi(statusOf('AUTHOR', 'NONE')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Priser' });
    expect(router.state.location.pathname).toBe('/pricing');
    expect(menuLinks()).toContain('Prøverapport');
    expect(menuLinks()).not.toContain('Login');
  });

  it('only ADMIN and DEVELOPER reach /admin', async () => {
    const author = await renderApp('/admin/authors', { signedIn: true, api: baseApi(statusOf('AUTHOR', 'PREMIUM')) });
    await waitFor(() => expect(author.router.state.location.pathname).toBe('/overview'));
    cleanup();
    const api = baseApi(statusOf('DEVELOPER', 'NONE'));
    api.answer('admin/authors', { items: [], page: 1, pageSize: 20, total: 0 });
    const developer = await renderApp('/admin/authors', { signedIn: true, api });
    await screen.findByRole('heading', { level: 2, name: 'Forfattere' });
    expect(developer.router.state.location.pathname).toBe('/admin/authors');
  });

  it('/login when signed in goes to /', async () => {
    const { router } = await renderApp('/login', { signedIn: true, api: baseApi(statusOf('AUTHOR', 'STANDARD')) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });

  it('/payment sends a visitor home without recording anything', async () => {
    const api = baseApi();
    const { router } = await renderApp('/payment?clientReferenceId=cs_123', { signedIn: false, api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(api.callsTo('payment/return')).toHaveLength(0);
  });

  it('a non-admin opening report 10 of a manuscript lands on the in-progress page', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    api.answer('manuscripts/3/revisions/', new Error('no stream in this test'));
    const { router } = await renderApp('/manuscripts/3/analysis/10', { signedIn: true, api });
    // The report screen is a chunk of its own that loads and checks every definition first.
    await waitFor(() => expect(router.state.location.pathname).toBe('/manuscripts/3/analysis/wip'), {
      timeout: 15_000,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rapporten er under udarbejdelse' })).toBeTruthy();
  });

  it('an unknown address shows the not-found page', async () => {
    await renderApp('/findes/ikke', { signedIn: false, api: baseApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Siden findes ikke' })).toBeTruthy();
  });
});

function Probe() {
  return <p>{useLoginStateKnown() ? 'kendt' : 'venter'}</p>;
}

describe('the guard waits for the sign-in state, checking every 250 ms', () => {
  it('shows waiting until a check after the state is known', () => {
    vi.useFakeTimers();
    const root = new RootStore(fakeAuthService(false), baseApi().asClient());
    render(
      <StoreContext.Provider value={root}>
        <Probe />
      </StoreContext.Provider>,
    );
    expect(screen.getByText('venter')).toBeTruthy();
    act(() => {
      root.auth.loading = false;
      vi.advanceTimersByTime(LOGIN_POLL_MS - 1);
    });
    expect(screen.getByText('venter')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('kendt')).toBeTruthy();
  });
});
