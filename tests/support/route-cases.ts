/**
 * One request per operation of the route table, for each principal (anonymous, author without subscription,
 * subscribed author, another author, admin, content editor), against the fixture every route test sets up: the subscribed
 * author's analysed manuscript, a library book and an author to grant to. Sent once per principal by the route-table
 * test (tests/integration/routes.test.ts), whose answers are checked against the route table and against the
 * authorization table (authorization-table.ts).
 */
import { randomUUID } from 'node:crypto';
import { signatureHeader } from '../../server/billing/webhook-signature.ts';
import { danishNovel } from './danish-novel.ts';
import { manuscriptTxt } from './fixtures.ts';
import { multipartBody, uploadForm } from './multipart.ts';
import type { PrincipalName, TestServer } from './test-server.ts';
import { uploadAnalysed } from './uploads.ts';

export const principals: PrincipalName[] = ['anonymous', 'author', 'subscriber', 'other', 'admin', 'editor'];

export interface Fixture {
  manuscriptId: number;
  revisionId: number;
  isbn: string;
  grantee: number;
}

export interface RouteRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface Case {
  request(who: PrincipalName, f: Fixture, t: TestServer): Promise<RouteRequest>;
  /** Expected status per principal; defaults follow the route's access. */
  expect?: Partial<Record<PrincipalName, number>>;
}

const get = (url: string) => async () => ({ method: 'GET' as const, url });
const own = { anonymous: 401, author: 404, subscriber: 200, other: 404, admin: 200 };

/** One case per operation; the order is the order they run in (cancel last: it changes access). */
export const cases: Record<string, Case> = {
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
        payload: [{ name: 'dismissedAnalysedWarning', value: 'true' }],
      });
      return { method: 'DELETE', url: '/api/author/settings/dismissedAnalysedWarning' };
    },
  },
  deleteAllSettings: { request: async () => ({ method: 'DELETE', url: '/api/author/settings/' }) },
  listHistory: { request: get('/api/author/history/?page=1&pageSize=5&startTime=2020-01-01') },
  listSubscriptions: { request: get('/api/author/subscriptions/?pageSize=10') },
  listInvoices: { request: get('/api/author/invoices/?endTime=2999-01-01T00:00:00Z') },
  downloadInvoice: {
    // The subscribed author's newest invoice.
    request: async (_w, _f, t) => {
      const page = await t.server.app.inject({ url: '/api/author/invoices/', headers: await t.headers('subscriber') });
      return { method: 'GET', url: `/api/author/invoices/${page.json().items[0].id}/pdf` };
    },
    expect: { anonymous: 401, author: 404, subscriber: 200, other: 404, admin: 404 },
  },
  getRecommendation: { request: get('/api/recommendations/1/1/3/36.5') },
  listRecommendations: { request: get('/api/recommendations/?genreId=1&audienceId=3&values=1:36.5,2:40448') },
  getRules: { request: get('/api/recommendations/rules/') },
  listTexts: { request: get('/api/texts/?names=rules,faq,whatIs') },
  listTips: { request: get('/api/tips/?report=8') },
  listCharacteristics: { request: get('/api/characteristics/?report=3') },
  listArticles: { request: get('/api/articles/?report=8&page=1') },
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
  listPages: { request: get('/api/pages/') },
  listWpPosts: {
    request: get('/api/wp-json/wp/v2/posts?per_page=4&page=1&_embed=1&categories=108&disable_login_redirect=true'),
  },
  // The illustration of the first article of report 1 (r1-1-…): media id 1000 + 10 × report + n.
  getWpMedia: { request: get('/api/wp-json/wp/v2/media/1011') },
  listManuscripts: { request: get('/api/manuscripts/?page=1&pageSize=20') },
  getManuscript: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/manuscripts/${f.manuscriptId}/` }),
    expect: own,
  },
  listRevisions: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/manuscripts/${f.manuscriptId}/revisions/` }),
    expect: { ...own, author: 403 },
  },
  // Tests serve no app and do not listen: the server says it cannot render (501) and the app prints instead.
  getManuscriptPdf: {
    request: async (_w, f) => ({ method: 'GET', url: `/api/manuscripts/${f.manuscriptId}/pdf` }),
    expect: { ...own, author: 403, subscriber: 501, admin: 501 },
  },
  getRevisionData: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/?models=Legibility,Chunk&sections=global,parts`,
    }),
    expect: { ...own, author: 403 },
  },
  getRevisionPassages: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/passages?model=Scenes&key=Frederik`,
    }),
    expect: { ...own, author: 403 },
  },
  getAnnotatedManuscript: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/annotated.docx?categories=klicheer,staerke-ord`,
    }),
    expect: { ...own, author: 403 },
  },
  getManuscriptText: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/text?chapter=1`,
    }),
    expect: { ...own, author: 403 },
  },
  getPrintCharts: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/print-charts`,
    }),
    expect: { ...own, author: 403 },
  },
  getScreenCharts: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/screen-charts?reportId=0`,
    }),
    expect: { ...own, author: 403 },
  },
  getPrintDocument: {
    request: async (_w, f) => ({
      method: 'GET',
      url: `/api/manuscripts/${f.manuscriptId}/revisions/${f.revisionId}/print-document`,
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
  getTrialReportPassages: { request: get('/api/trial-report/passages?model=Cliches&key=kold%20som%20is') },
  startCheckout: {
    request: async () => ({ method: 'POST', url: '/api/payment/checkout', payload: { tier: 'STANDARD' } }),
  },
  recordPaymentReturn: {
    // An anonymous return needs a checkout started by an author; a signed-in author's is recorded as theirs.
    request: async (who, _f, t) => {
      const checkout = await t.server.app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers: await t.headers('subscriber'),
        payload: { tier: 'PREMIUM' },
      });
      const reference = who === 'anonymous' ? checkout.json().clientReferenceId : `ref-${who}`;
      return { method: 'POST', url: '/api/payment/return', payload: { clientReferenceId: reference } };
    },
  },
  receivePaymentEvent: {
    // An event of a type Lektør leaves alone, signed with the provider's secret; a fresh id per call.
    request: async (_w, _f, t) => {
      const payload = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'invoice.created', data: { object: {} } });
      const signature = signatureHeader(payload, t.server.payments.webhookSecret);
      return {
        method: 'POST',
        url: '/api/payment/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
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
  adminAddSimilarBook: {
    request: async () => {
      const book = new TextEncoder().encode(danishNovel(2_000).text);
      const fields = { title: 'Prøvebogen', author: 'Lektør-holdet', genre: '8', audience: '3' };
      const form = multipartBody(fields, { name: 'proevebogen.txt', bytes: book });
      return { method: 'POST', url: '/api/admin/similar-books', payload: form.payload, headers: form.headers };
    },
  },
  adminRemoveSimilarBook: {
    // Removes the book the case above added (its id comes from the library listing, paged through: the seeded
    // library holds over 200 books).
    request: async (_w, _f, t) => {
      let added: { isbn: string; title: string } | undefined;
      for (let page = 1; !added && page <= 20; page++) {
        const answer = await t.server.app.inject({
          url: `/api/admin/similar-books?page=${page}&pageSize=100`,
          headers: await t.headers('admin'),
        });
        const items = (answer.json() as { items: { isbn: string; title: string }[] }).items;
        if (items.length === 0) break;
        added = items.find((b) => b.title === 'Prøvebogen');
      }
      return { method: 'DELETE', url: `/api/admin/similar-books/${added?.isbn ?? 'lektor-findes-ikke'}` };
    },
  },
  adminListOutbox: { request: get('/api/admin/outbox') },
  adminListNewUsers: { request: get('/api/admin/new-users?startTime=2020-01-01&endTime=2999-12-31') },
  adminChangeRole: {
    request: async (_w, f) => ({
      method: 'POST',
      url: `/api/admin/authors/${f.grantee}/role`,
      payload: { role: 'AUTHOR' },
    }),
  },
  adminGrantSubscription: {
    request: async (_w, f) => ({
      method: 'POST',
      url: `/api/admin/authors/${f.grantee}/subscriptions`,
      payload: { tier: 'STANDARD', months: 3 },
    }),
  },
  listPublishedDefinitions: { request: get('/api/reports/definitions') },
  listCompiledCharts: { request: get('/api/reports/chart-runtimes') },
  editorListDocuments: { request: get('/api/editor/documents') },
  editorListLibraryBooks: { request: get('/api/editor/library-books?pageSize=5') },
  editorListVersions: { request: get('/api/editor/documents/report/readability/versions') },
  editorGetVersion: { request: get('/api/editor/documents/content/lix/versions/1') },
  editorSaveVersion: {
    // A draft of the LIX texts as they are published (drafts change nothing anyone reads).
    request: async (_w, _f, t) => {
      const published = await publishedContent(t, 'lix');
      return {
        method: 'POST',
        url: '/api/editor/documents/content/lix/versions',
        payload: { payload: published.payload, baseVersion: published.version, publish: false },
      };
    },
  },
  editorCreateReportPage: {
    // A new page per principal (a key that exists is refused), stored as a draft nobody but the editors reads.
    request: async (who) => ({
      method: 'POST',
      url: '/api/editor/reports',
      payload: { key: `ny-side-${who}`, title: 'Ny side', icon: '5', models: ['Tense'], after: 'tense' },
    }),
  },
  editorRollBack: {
    // Publishes version 1 of the LIX texts again (the seeded one), over whatever is published now.
    request: async (_w, _f, t) => {
      const published = await publishedContent(t, 'lix');
      return {
        method: 'POST',
        url: '/api/editor/documents/content/lix/rollback',
        payload: { toVersion: 1, baseVersion: published.version },
      };
    },
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

/** The subscribed author uploads the fixture manuscript and it is analysed; an author is created to grant to. */
export async function setUpFixture(t: TestServer): Promise<Fixture> {
  const { manuscriptId, revisionId } = await uploadAnalysed(t);
  const grantee = await t.createAuthor('tildelt@lektor.dk');
  return {
    manuscriptId,
    revisionId,
    isbn: 'lektor-bang-ved-vejen',
    grantee: grantee.id,
  };
}

/** The published version of a content text and its payload, as an administrator reads them. */
async function publishedContent(t: TestServer, name: string): Promise<{ version: number; payload: unknown }> {
  const headers = await t.headers('admin');
  const history = await t.server.app.inject({ url: `/api/editor/documents/content/${name}/versions`, headers });
  const version = (history.json() as { publishedVersion: number }).publishedVersion;
  const one = await t.server.app.inject({ url: `/api/editor/documents/content/${name}/versions/${version}`, headers });
  return { version, payload: (one.json() as { payload: unknown }).payload };
}

/** Sends a case's request as the principal. */
export async function send(t: TestServer, testCase: Case, who: PrincipalName, fixture: Fixture) {
  const { method, url, payload, headers } = await testCase.request(who, fixture, t);
  const response = await t.server.app.inject({
    method,
    url,
    payload: payload as string | object | Buffer | undefined,
    headers: { ...(await t.headers(who)), ...headers },
  });
  return { url, response };
}
