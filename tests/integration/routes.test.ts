/**
 * Every route of the route table × every principal (anonymous, author without subscription, subscribed author,
 * another author, admin): the status, and the body validated against the route's response schema for it.
 * The same server then runs the analysis-job checks of tests/support/revision-jobs.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteContract } from '../../schemas/api/routes.ts';
import { routes } from '../../schemas/api/routes.ts';
import { validate } from '../../schemas/validate.ts';
import { manuscriptTxt, waitForRevision } from '../support/fixtures.ts';
import { uploadForm } from '../support/multipart.ts';
import { revisionJobTests } from '../support/revision-jobs.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

const principals: PrincipalName[] = ['anonymous', 'author', 'subscriber', 'other', 'admin'];

interface Fixture {
  manuscriptId: number;
  revisionId: number;
  isbn: string;
  grantee: number;
}

interface Case {
  request(
    who: PrincipalName,
    f: Fixture,
    t: TestServer,
  ): Promise<{
    method: 'GET' | 'POST' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }>;
  /** Expected status per principal; defaults follow the route's access. */
  expect?: Partial<Record<PrincipalName, number>>;
}

const get = (url: string) => async () => ({ method: 'GET' as const, url });
const own = { anonymous: 401, author: 404, subscriber: 200, other: 404, admin: 200 };

/** One case per operation; the order is the order they run in (cancel last: it changes access). */
const cases: Record<string, Case> = {
  getAuthorStatus: { request: get('/api/author/status') },
  listSettings: { request: get('/api/author/settings/') },
  saveSettings: {
    request: async () => ({
      method: 'POST',
      url: '/api/author/settings/',
      payload: [{ name: 'analysedOrGiven', value: 'Analyseret' }],
    }),
  },
  deleteSetting: {
    request: async (who, _f, t) => {
      await t.server.app.inject({
        method: 'POST',
        url: '/api/author/settings/',
        headers: await t.headers(who),
        payload: [{ name: 'gs_1.cliches', value: 'true' }],
      });
      return { method: 'DELETE', url: '/api/author/settings/gs_1.cliches' };
    },
  },
  deleteAllSettings: { request: async () => ({ method: 'DELETE', url: '/api/author/settings/' }) },
  listHistory: { request: get('/api/author/history/?page=1&pageSize=5&startTime=2020-01-01') },
  listSubscriptions: { request: get('/api/author/subscriptions/?pageSize=10') },
  listInvoices: { request: get('/api/author/invoices/?endTime=2999-01-01T00:00:00Z') },
  getRecommendation: { request: get('/api/recommendations/1/1/3/36.5') },
  getRules: { request: get('/api/recommendations/rules/') },
  listTips: { request: get('/api/tips/?report=8') },
  listCharacteristics: { request: get('/api/characteristics/?report=3') },
  listArticles: { request: get('/api/articles/?report=8') },
  listInfos: { request: get('/api/infos/?report=8') },
  listReportIndexes: { request: get('/api/reportIndexes/') },
  listFaq: { request: get('/api/faq/') },
  listWhatIs: { request: get('/api/whatIs/') },
  listDashboardTexts: { request: get('/api/dashboard/') },
  listGlobalScoreTexts: { request: get('/api/globalScores/') },
  listArchetypeIndexes: { request: get('/api/archetypeIndexes/') },
  listArchetypeTexts: { request: get('/api/archetypes/') },
  listLixTexts: { request: get('/api/lix/') },
  listPricing: { request: get('/api/pricing/') },
  listWpPosts: { request: get('/api/wp-json/wp/v2/posts?per_page=4&page=1&_embed=1&categories=108') },
  listManuscripts: { request: get('/api/manuscripts/?page=1&pageSize=20') },
  getManuscript: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/manuscripts/${f.manuscriptId}/` }),
    expect: own,
  },
  listRevisions: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/manuscripts/${f.manuscriptId}/revisions/` }),
    expect: { ...own, author: 403 },
  },
  getRevisionData: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/?models=Legibility,Chunk&sections=global,parts`,
    }),
    expect: { ...own, author: 403 },
  },
  streamRevisionProgress: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/progress`,
    }),
    expect: own,
  },
  getSimilarBookData: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/similar-books/${f.isbn}/?models=Legibility` }),
  },
  getSimilarBookMetadata: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/similar-books/${f.isbn}/metadata` }),
  },
  getTrialReportData: { request: get('/api/trial-report/?models=Legibility,GenreClassification&sections=global') },
  getTrialReportMetadata: { request: get('/api/trial-report/metadata') },
  recordPaymentReturn: {
    request: async (who) => ({
      method: 'POST',
      url: '/api/payment/return',
      payload: { clientReferenceId: `ref-${who}` },
    }),
  },
  adminListManuscripts: { request: get('/api/admin/manuscripts?status=done&startTime=2020-01-01') },
  adminGetManuscript: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/admin/manuscripts/${f.manuscriptId}` }),
  },
  adminListAuthors: { request: get('/api/admin/authors?q=lektor') },
  adminGetAuthor: { request: async (_w, f) => ({ method: 'GET', url: `/api/admin/authors/${f.grantee}` }) },
  adminListAuthorHistory: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/admin/authors/${f.grantee}/history` }),
  },
  adminListAuthorManuscripts: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/admin/authors/${f.grantee}/manuscripts?pageSize=5` }),
  },
  adminListSimilarBooks: { request: get('/api/admin/similar-books') },
  adminListNewUsers: { request: get('/api/admin/new-users?startTime=2020-01-01&endTime=2999-12-31') },
  adminGrantSubscription: {
    request: async (_w, f) => ({
      method: 'POST',
      url: `/api/admin/authors/${f.grantee}/subscriptions`,
      payload: { tier: 'STANDARD', months: 3 },
    }),
  },
  uploadManuscript: {
    request: async () => {
      const form = uploadForm('fyrtaarnet.txt', manuscriptTxt);
      return { method: 'POST', url: '/api/manuscripts/', payload: form.payload, headers: form.headers };
    },
    // The author without a subscription has no uploads left.
    expect: { author: 403, subscriber: 201, other: 201, admin: 201 },
  },
  cancelSubscription: {
    request: async () => ({ method: 'POST', url: '/api/author/subscriptions/cancel' }),
    expect: { author: 404 },
  },
};

function expectedStatus(route: RouteContract, who: PrincipalName, given?: Partial<Record<PrincipalName, number>>) {
  if (given?.[who] !== undefined) return given[who]!;
  const success = Number(Object.keys(route.response).find((s) => s.startsWith('2')) ?? 200);
  if (route.access === 'open') return success;
  if (who === 'anonymous') return 401;
  if (route.access === 'admin') return who === 'admin' ? success : 403;
  if (route.access === 'subscription') return who === 'author' ? 403 : success;
  return success;
}

function bodiesOf(contentType: string | undefined, body: string): unknown[] {
  if (contentType?.startsWith('text/event-stream')) {
    return body
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)));
  }
  return [JSON.parse(body)];
}

test('every route of the table has a case here', () => {
  expect(Object.keys(cases).sort()).toEqual(routes.map((r) => r.operationId).sort());
});

describe.each(backends())('every route × every principal on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    const form = uploadForm('fyrtaarnet.txt', manuscriptTxt);
    const upload = await t.server.app.inject({
      method: 'POST',
      url: '/api/manuscripts/',
      headers: { ...(await t.headers('subscriber')), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    const manuscript = upload.json();
    await waitForRevision(t.server.database.db, manuscript.latestRevisionId);
    const grantee = await t.createAuthor('tildelt@lektor.dk');
    fixture = {
      manuscriptId: manuscript.id,
      revisionId: manuscript.latestRevisionId,
      isbn: 'lektor-bang-ved-vejen',
      grantee: grantee.id,
    };
  });
  afterAll(async () => t?.close());

  test('the article cards link to pages the server serves', async () => {
    const cards = (await t.server.app.inject({ url: '/api/articles/?report=8' })).json() as {
      link: string;
      image: string;
    }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const article = await t.server.app.inject({ url: card.link });
      expect(article.statusCode, card.link).toBe(200);
      expect(article.headers['content-type']).toMatch(/^text\/html/);
      expect((await t.server.app.inject({ url: card.image })).headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
    expect((await t.server.app.inject({ url: '/artikler/99999' })).statusCode).toBe(404);
  });

  test('the OpenAPI document names every operation; the Swagger UI runs without eval', async () => {
    const document = (await t.server.app.inject({ url: '/api/openapi.json' })).json();
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods).map((op) => op.operationId))
      .sort();
    expect(operations).toEqual(routes.map((r) => r.operationId).sort());
    const ui = await t.server.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const csp = String(ui.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const asset = await t.server.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });

  const ordered = Object.keys(cases).map((id) => routes.find((r) => r.operationId === id)!);
  for (const route of ordered) {
    test(`${route.method} /api/${route.path} (${route.operationId})`, async () => {
      const testCase = cases[route.operationId]!;
      for (const who of principals) {
        const { method, url, payload, headers } = await testCase.request(who, fixture, t);
        const response = await t.server.app.inject({
          method,
          url,
          payload: payload as string | object | Buffer | undefined,
          headers: { ...(await t.headers(who)), ...headers },
        });
        const status = expectedStatus(route as RouteContract, who, testCase.expect);
        expect(response.statusCode, `${who}: ${response.body.slice(0, 200)}`).toBe(status);
        const schema = (route.response as Record<number, { $id: string }>)[response.statusCode];
        expect(schema, `no response schema for ${response.statusCode}`).toBeDefined();
        for (const body of bodiesOf(response.headers['content-type'] as string, response.body)) {
          const result = validate(schema!.$id, body);
          expect(result.ok ? [] : result.issues, `${who} ${url}`).toEqual([]);
        }
      }
    });
  }

  revisionJobTests(() => t);
});
