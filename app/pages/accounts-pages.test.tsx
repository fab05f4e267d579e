// @vitest-environment happy-dom
/**
 * The account pages of issue 17 in the app: buying from the pricing page, the return from the payment page
 * (paid, or abandoned: said in Danish), the admin's 'Udgående post' with the links of the mails, and 'Vilkår'.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi, renderApp, standardTier, statusOf } from '../test-support/render-app.tsx';

const tiers = [
  standardTier,
  {
    tier: 'PREMIUM',
    name: 'Premium',
    priceMinorPerMonth: 29900,
    currency: 'DKK',
    uploadsPerPeriod: 50,
    description: 'Halvtreds analyser.',
  },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('buying a subscription', () => {
  it('an author without a subscription starts a checkout from the pricing page and is sent to its page', async () => {
    const api = baseApi(statusOf('AUTHOR', 'NONE'));
    api.answer('pricing/', tiers);
    const checkoutUrl = 'http://localhost/test-checkout/lk_0123456789abcdef0123456789abcdef';
    api.answer('POST payment/checkout', {
      clientReferenceId: 'lk_0123456789abcdef0123456789abcdef',
      tier: 'PREMIUM',
      expiresAt: '2026-11-26T08:00:00.000Z',
      checkoutUrl,
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderApp('/pricing', { signedIn: true, api });
    const buy = await screen.findByRole('button', { name: 'Køb Premium' });
    fireEvent.click(buy);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(api.callsTo('payment/checkout')[0]?.body).toEqual({ tier: 'PREMIUM' });
    // While the browser leaves, the buttons wait; back from the payment page (shown from the cache) they work.
    const waiting = screen.getByRole('button', { name: 'Sender dig til betaling…' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect((screen.getByRole('button', { name: 'Køb Premium' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a subscriber sees their tier marked and may switch to the other', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD'));
    api.answer('pricing/', tiers);
    await renderApp('/pricing', { signedIn: true, api });
    expect(await screen.findByRole('button', { name: 'Skift til Premium' })).toBeTruthy();
    const standard = screen.getByRole('listitem', { name: 'Standard' });
    expect(within(standard).getByText('Dit nuværende abonnement')).toBeTruthy();
    expect(within(standard).queryByRole('button')).toBeNull();
  });

  it('a visitor is asked to sign up first', async () => {
    await renderApp('/pricing', { signedIn: false, api: baseApi() });
    const link = await screen.findByRole('link', { name: 'Opret bruger og køb Standard' });
    expect(link.getAttribute('href')).toBe('/login?signup=1&returnTo=%2Fpricing');
  });
});

describe('the return from the payment page', () => {
  it('a visitor (not signed in) goes home without a call and without an error dialog', async () => {
    const api = baseApi();
    const { router, root } = await renderApp('/payment?clientReferenceId=lk_123', { signedIn: false, api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(api.callsTo('payment/return')).toHaveLength(0);
    expect(root.errorDialog.isOpen).toBe(false);
  });

  it('a paid checkout thanks the author, names the tier and the uploads she has, and says where the invoice is', async () => {
    const api = baseApi(statusOf('AUTHOR', 'STANDARD', 11));
    api.answer('POST payment/return', { status: 'PAID', tier: 'STANDARD' });
    const { router } = await renderApp('/payment?clientReferenceId=lk_123', { signedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tak for din betaling' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Dit Standard-abonnement er betalt og gælder fra i dag. Du har nu 11 uploads tilbage.',
    );
    expect(screen.getByRole('link', { name: 'din profil' }).getAttribute('href')).toBe('/userprofile');
    expect(router.state.location.pathname).toBe('/payment');
    expect(api.callsTo('payment/return')[0]?.body).toEqual({ clientReferenceId: 'lk_123' });
  });

  it('a cancelled checkout says, in Danish, that nothing was paid or changed', async () => {
    const api = baseApi(statusOf('AUTHOR', 'NONE'));
    api.answer('POST payment/return', { status: 'OPEN', tier: 'STANDARD' });
    const { router } = await renderApp('/payment?clientReferenceId=lk_123&cancelled=1', { signedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Betalingen blev ikke gennemført' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('dit abonnement er ikke ændret');
    expect(router.state.location.pathname).toBe('/payment');
    expect(screen.getByRole('link', { name: 'Til priserne' }).getAttribute('href')).toBe('/pricing');
  });
});

describe("the admin's outbox", () => {
  it("'Udgående post' is in the admin menu and lists each mail with its link", async () => {
    const api = baseApi(statusOf('ADMIN', 'PREMIUM'));
    const link = 'http://127.0.0.1:8080/oidc-account/verify?token=abc.def';
    api.answer('admin/outbox', {
      items: [
        {
          id: 7,
          recipient: 'ny@eksempel.dk',
          subject: 'Bekræft din e-mail til Lektør',
          body: `Hej Karen\n\nBekræft din e-mail ved at åbne dette link:\n${link}\n`,
          createdAt: '2026-11-25T07:00:00.000Z',
        },
      ],
    });
    await renderApp('/admin/outbox', { signedIn: true, api });
    const menu = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(menu).getByRole('link', { name: 'Udgående post' }).getAttribute('href')).toBe('/admin/outbox');
    const row = (await screen.findByText('ny@eksempel.dk')).closest('tr')!;
    expect(within(row).getByText('Bekræft din e-mail til Lektør')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe(link);
  });
});

describe('Vilkår', () => {
  it('/terms tells who can read a manuscript, how long it is kept, deletion, payment and cancellation', async () => {
    await renderApp('/terms', { signedIn: false, api: baseApi() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vilkår for brug af Lektør' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Hvem kan læse dine manuskripter',
        'Hvor længe gemmer vi dem',
        'Sletning',
        'Betaling og abonnement',
        'Opsigelse',
      ]),
    );
  });
});
