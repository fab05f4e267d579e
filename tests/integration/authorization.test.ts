/**
 * Authorization over every route of the OpenAPI document the server builds: for each operation × principal
 * (anonymous, author without subscription, subscribed author, another author, admin, content editor) the status written in the
 * table below, independently of the route table's `access` field; an operation of the document without a row
 * here fails, and so does a row without an operation. Then the IDOR cases: every id-bearing route of an author,
 * asked with another author's manuscript, revision or checkout, answers 404 and shows nothing of it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cases, type Fixture, principals, send, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';
import { postUpload } from '../support/uploads.ts';

type Statuses = Record<PrincipalName, number>;
/** The content editor is, outside the editors' routes, an author without subscription or uploads. */
const s = (
  anonymous: number,
  author: number,
  subscriber: number,
  other: number,
  admin: number,
  editor = author,
): Statuses => ({
  anonymous,
  author,
  subscriber,
  other,
  admin,
  editor,
});
const OPEN = s(200, 200, 200, 200, 200, 200);
const SIGNED_IN = s(401, 200, 200, 200, 200);
const ADMIN = s(401, 403, 403, 403, 200);
const ADMIN_CREATES = s(401, 403, 403, 403, 201);
const EDITOR = s(401, 403, 403, 403, 200, 200);
const EDITOR_CREATES = s(401, 403, 403, 403, 201, 201);

/** The intended answer per operation ("METHOD path" as the OpenAPI document writes it). */
const expected: Record<string, Statuses> = {
  'GET /api/author/status': SIGNED_IN,
  'GET /api/author/settings/': SIGNED_IN,
  'POST /api/author/settings/': SIGNED_IN,
  'DELETE /api/author/settings/{name}': SIGNED_IN,
  'DELETE /api/author/settings/': SIGNED_IN,
  'GET /api/author/history/': SIGNED_IN,
  'GET /api/author/subscriptions/': SIGNED_IN,
  'GET /api/author/invoices/': SIGNED_IN,
  // The subscribed author's invoice: nobody else's, an admin's neither.
  'GET /api/author/invoices/{id}/pdf': s(401, 404, 200, 404, 404),
  'GET /api/recommendations/{metricId}/{genreId}/{audienceId}/{value}': OPEN,
  'GET /api/recommendations/rules/': OPEN,
  'GET /api/recommendations/': OPEN,
  'GET /api/texts/': OPEN,
  'GET /api/tips/': OPEN,
  'GET /api/characteristics/': OPEN,
  'GET /api/articles/': OPEN,
  'GET /api/infos/': OPEN,
  'GET /api/reportIndexes/': OPEN,
  'GET /api/faq/': OPEN,
  'GET /api/whatIs/': OPEN,
  'GET /api/dashboard/': OPEN,
  'GET /api/globalScores/': OPEN,
  'GET /api/archetypeIndexes/': OPEN,
  'GET /api/archetypes/': OPEN,
  'GET /api/lix/': OPEN,
  'GET /api/pricing/': OPEN,
  'GET /api/pages/': OPEN,
  'GET /api/wp-json/wp/v2/posts': OPEN,
  'GET /api/wp-json/wp/v2/media/{id}': OPEN,
  'GET /api/manuscripts/': SIGNED_IN,
  // The manuscript is the subscribed author's: the other author and the one without subscription see nothing.
  'GET /api/manuscripts/{id}/': s(401, 404, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/': s(401, 403, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/{rev}/': s(401, 403, 200, 404, 200),
  // Rendering needs the served app and Chromium; the test server has neither, so the allowed answer is 501.
  'GET /api/manuscripts/{id}/pdf': s(401, 403, 501, 404, 501),
  'GET /api/manuscripts/{id}/revisions/{rev}/progress': s(401, 404, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/{rev}/passages': s(401, 403, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/{rev}/annotated.docx': s(401, 403, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/{rev}/text': s(401, 403, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/{rev}/print-charts': s(401, 403, 200, 404, 200),
  'GET /api/manuscripts/{id}/revisions/{rev}/print-document': s(401, 403, 200, 404, 200),
  'GET /api/similar-books/{isbn}/': SIGNED_IN,
  'GET /api/similar-books/{isbn}/metadata': SIGNED_IN,
  'GET /api/trial-report/': OPEN,
  'GET /api/trial-report/metadata': OPEN,
  'GET /api/trial-report/passages': OPEN,
  'POST /api/payment/checkout': s(401, 201, 201, 201, 201),
  'POST /api/payment/return': OPEN,
  // Signed with the provider's secret; who calls does not matter (bad signatures: tests/integration/billing.test.ts).
  'POST /api/payment/webhook': OPEN,
  'GET /api/admin/manuscripts': ADMIN,
  'GET /api/admin/manuscripts/{id}': ADMIN,
  'GET /api/admin/authors': ADMIN,
  'GET /api/admin/authors/{id}': ADMIN,
  'GET /api/admin/authors/{id}/history': ADMIN,
  'GET /api/admin/authors/{id}/manuscripts': ADMIN,
  'POST /api/admin/authors/{id}/subscriptions': ADMIN_CREATES,
  'POST /api/admin/authors/{id}/role': ADMIN,
  'GET /api/admin/similar-books': ADMIN,
  'POST /api/admin/similar-books': ADMIN_CREATES,
  'DELETE /api/admin/similar-books/{isbn}': ADMIN,
  'GET /api/admin/new-users': ADMIN,
  'GET /api/admin/outbox': ADMIN,
  'GET /api/reports/definitions': OPEN,
  'GET /api/reports/chart-runtimes': OPEN,
  'GET /api/editor/documents': EDITOR,
  'GET /api/editor/library-books': EDITOR,
  'GET /api/editor/documents/{kind}/{name}/versions': EDITOR,
  'GET /api/editor/documents/{kind}/{name}/versions/{version}': EDITOR,
  'POST /api/editor/documents/{kind}/{name}/versions': EDITOR_CREATES,
  'POST /api/editor/documents/{kind}/{name}/rollback': EDITOR_CREATES,
  'POST /api/editor/reports': EDITOR_CREATES,
  // The author without a subscription has no uploads left.
  'POST /api/manuscripts/': s(401, 403, 201, 201, 201),
  // Last: cancelling changes access. The author without a subscription has none to cancel.
  'POST /api/author/subscriptions/cancel': s(401, 404, 200, 200, 200),
};

interface Operation {
  key: string;
  operationId: string;
  secured: boolean;
  statuses: number[];
}

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operationId: String(op.operationId),
      secured: Array.isArray(op.security) && op.security.length > 0,
      statuses: Object.keys(op.responses as object).map(Number),
    })),
  );
}

test('docs/openapi.json (npm run openapi) lists the same operations as the table', () => {
  const written = operationsOf(JSON.parse(readFileSync('docs/openapi.json', 'utf8')));
  expect(written.map((op) => op.key).sort()).toEqual(Object.keys(expected).sort());
});

describe.each(backends())('authorization over the OpenAPI document on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  let operations: Operation[];

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
    operations = operationsOf((await t.server.app.inject({ url: '/api/openapi.json' })).json());
  });
  afterAll(async () => t?.close());

  test('every operation of the document has a row of expected statuses, and every row an operation', () => {
    const documented = operations.map((op) => op.key);
    expect(
      documented.filter((key) => !expected[key]),
      'operations without an expectation',
    ).toEqual([]);
    expect(
      Object.keys(expected).filter((key) => !documented.includes(key)),
      'rows without an operation',
    ).toEqual([]);
  });

  test('the document marks exactly the routes closed to anonymous callers as needing a bearer token', () => {
    for (const op of operations) {
      expect(op.secured, op.key).toBe(expected[op.key]!.anonymous === 401);
      for (const status of Object.values(expected[op.key]!)) expect(op.statuses, op.key).toContain(status);
    }
  });

  test('every operation × every principal answers as the table says', async () => {
    const failures: string[] = [];
    // In the table's order: the state some calls change (uploads, cancelling) is what later calls see.
    for (const key of Object.keys(expected)) {
      const op = operations.find((o) => o.key === key)!;
      const testCase = cases[op.operationId];
      expect(testCase, `a request for ${op.operationId}`).toBeDefined();
      for (const who of principals) {
        const { response } = await send(t, testCase!, who, fixture);
        if (response.statusCode !== expected[key]![who]) {
          failures.push(`${key} as ${who}: ${response.statusCode}, expected ${expected[key]![who]}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  describe("IDOR: another author's ids", () => {
    let otherManuscript: { id: number; latestRevisionId: number };

    beforeAll(async () => {
      otherManuscript = (await postUpload(t, { as: 'other' })).json();
    });

    test('the other author has a manuscript of their own', () => {
      expect(otherManuscript?.id).toBeGreaterThan(0);
      expect(otherManuscript.id).not.toBe(fixture.manuscriptId);
    });

    test('every author route with a manuscript or revision id answers 404 for ids that are not the caller’s', async () => {
      // The content site's media ids are not an author's: that route is open and has no owner.
      const idRoutes = operations.filter(
        (op) =>
          /\{(id|rev)\}/.test(op.key) &&
          !op.key.includes('/api/admin/') &&
          !op.key.includes('/invoices/') &&
          !op.key.includes('/api/wp-json/'),
      );
      expect(idRoutes.map((op) => op.key).sort()).toEqual([
        'GET /api/manuscripts/{id}/',
        'GET /api/manuscripts/{id}/pdf',
        'GET /api/manuscripts/{id}/revisions/',
        'GET /api/manuscripts/{id}/revisions/{rev}/',
        'GET /api/manuscripts/{id}/revisions/{rev}/annotated.docx',
        'GET /api/manuscripts/{id}/revisions/{rev}/passages',
        'GET /api/manuscripts/{id}/revisions/{rev}/print-charts',
        'GET /api/manuscripts/{id}/revisions/{rev}/print-document',
        'GET /api/manuscripts/{id}/revisions/{rev}/progress',
        'GET /api/manuscripts/{id}/revisions/{rev}/text',
      ]);
      const theirs = { id: fixture.manuscriptId, rev: fixture.revisionId };
      const mine = { id: otherManuscript.id, rev: otherManuscript.latestRevisionId };
      // Their manuscript; my manuscript with their revision; their manuscript with my revision.
      const combinations = [theirs, { id: mine.id, rev: theirs.rev }, { id: theirs.id, rev: mine.rev }];
      for (const op of idRoutes) {
        for (const ids of combinations) {
          const path = op.key.replace(/^GET /, '').replace('{id}', String(ids.id)).replace('{rev}', String(ids.rev));
          if (ids.id === mine.id && !op.key.includes('{rev}')) continue; // the caller's own manuscript
          const query = op.key.endsWith('{rev}/')
            ? '?models=Legibility&sections=global'
            : op.key.endsWith('/passages')
              ? '?model=Scenes&key=Frederik'
              : op.key.endsWith('/annotated.docx')
                ? '?categories=klicheer'
                : '';
          const url = `${path}${query}`;
          const response = await t.server.app.inject({ url, headers: await t.headers('other') });
          expect(response.statusCode, `${url} as the other author`).toBe(404);
          expect(response.body).not.toContain('fyrtaarnet');
        }
      }
      // and the owner still sees their own
      const own = await t.server.app.inject({
        url: `/api/manuscripts/${theirs.id}/`,
        headers: await t.headers('subscriber'),
      });
      expect(own.statusCode).toBe(200);
    });

    test("another author's invoice is 404 as a PDF", async () => {
      const mine = await t.server.app.inject({ url: '/api/author/invoices/', headers: await t.headers('subscriber') });
      const invoiceId = mine.json().items[0].id as number;
      const response = await t.server.app.inject({
        url: `/api/author/invoices/${invoiceId}/pdf`,
        headers: await t.headers('other'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    test("another author's checkout reference is 404 to a return; lists never show another author's rows", async () => {
      const checkout = await t.server.app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers: await t.headers('subscriber'),
        payload: { tier: 'STANDARD' },
      });
      const payment = await t.server.app.inject({
        method: 'POST',
        url: '/api/payment/return',
        headers: await t.headers('other'),
        payload: { clientReferenceId: checkout.json().clientReferenceId },
      });
      expect(payment.statusCode).toBe(404);
      for (const list of ['/api/author/invoices/', '/api/manuscripts/', '/api/author/history/']) {
        const idsOf = async (who: PrincipalName) => {
          const response = await t.server.app.inject({ url: `${list}?pageSize=100`, headers: await t.headers(who) });
          return (response.json().items as { id?: number; number?: string }[]).map((row) => row.number ?? row.id);
        };
        const [mine, theirs] = [await idsOf('other'), await idsOf('subscriber')];
        expect(theirs.length, `${list} of the subscribed author`).toBeGreaterThan(0);
        expect(mine.length, `${list} of the other author`).toBeGreaterThan(0);
        expect(
          mine.filter((id) => theirs.includes(id)),
          list,
        ).toEqual([]);
      }
    });
  });
});
