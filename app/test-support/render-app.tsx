/** Renders the app's real routes in memory with a fake sign-in and a fake API, for component tests. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthService, SignedInUser } from '../auth/auth-service.ts';
import { routes } from '../routes/router.tsx';
import { StoreContext } from '../stores/context.ts';
import { RootStore } from '../stores/RootStore.ts';
import { FakeApi } from './fake-api.ts';

export type Role = 'AUTHOR' | 'ADMIN' | 'DEVELOPER' | 'CONTENT_EDITOR';
export type AccessLevel = 'NONE' | 'STANDARD' | 'PREMIUM';

export function fakeAuthService(signedIn: boolean): AuthService & { signInCalls: number } {
  const user = {
    access_token: 'token',
    expired: false,
    profile: { name: 'Karen' },
    state: undefined,
  } as SignedInUser;
  const service = {
    signInCalls: 0,
    restoreUser: async () => (signedIn ? user : null),
    signIn: async () => {
      service.signInCalls += 1;
    },
    completeSignIn: async () => user,
    signOut: async () => {},
    discard: async () => {},
    onUserChanged: () => {},
  };
  return service;
}

export function statusOf(role: Role, accessLevel: AccessLevel, uploads = 2) {
  return {
    user: {
      id: 1,
      picture: null,
      name: 'Karen Forfatter',
      complimentaryUploadsRemaining: uploads,
      subscriptionUploadsRemaining: 0,
      purchasedUploadsRemaining: 0,
    },
    info: { role, accessLevel },
  };
}

/** The subscription tier the fake API prices (its 'pricing/' answer). */
export const standardTier = {
  tier: 'STANDARD',
  name: 'Standard',
  priceMinorPerMonth: 14900,
  currency: 'DKK',
  uploadsPerPeriod: 10,
  description: 'Ti analyser.',
};

/** The answers the session and the information pages need. */
export function baseApi(status?: ReturnType<typeof statusOf>): FakeApi {
  const api = new FakeApi({
    'author/settings/': [],
    'recommendations/rules/': {
      metrics: [],
      genres: [{ id: 1, name: 'Krimi' }],
      audiences: [{ id: 3, name: 'Voksne' }],
      genreMatch: { match: 'a', noMatch: 'b' },
      audienceMatch: { match: 'a', noMatch: 'b' },
    },
    'reportIndexes/': [],
    'pages/': ['guide', 'contact', 'pricing'].map((page) => ({
      page,
      sections: [
        { blocks: [{ paragraph: 'Indledning.' }] },
        { heading: 'Godt at vide', blocks: [{ paragraph: 'Ja.' }] },
      ],
    })),
    'faq/': [{ id: 1, question: 'Hvad er Lektør?', answer: 'En lektør på dansk.' }],
    'pricing/': [standardTier],
    'manuscripts/': { items: [], page: 1, pageSize: 20, total: 0 },
  });
  for (const path of ['whatIs/', 'lix/', 'globalScores/', 'archetypes/', 'archetypeIndexes/', 'dashboard/']) {
    api.answer(path, []);
  }
  if (status) api.answer('author/status', status);
  return api;
}

export async function renderApp(path: string, options: { signedIn: boolean; api: FakeApi }) {
  const root = new RootStore(fakeAuthService(options.signedIn), options.api.asClient());
  await root.auth.load();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <StoreContext.Provider value={root}>
      <RouterProvider router={router} />
    </StoreContext.Provider>,
  );
  return { root, router, view };
}
