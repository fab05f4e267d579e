/**
 * The authorization checks that need a running server with the route cases' fixture (tests/support/route-cases.ts),
 * run by routes.test.ts on its server after every route × every principal has been sent once and the analysis jobs
 * checked: the served OpenAPI document against the table of tests/support/authorization-table.ts, then the IDOR
 * cases: every id-bearing route of an author, asked with another author's manuscript, revision or checkout, answers
 * 404 and shows nothing of it. Called inside a test file's describe, with that file's server, fixture and the
 * document's operations.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { expectedAuthorization, type Operation } from './authorization-table.ts';
import type { Fixture } from './route-cases.ts';
import type { PrincipalName, TestServer } from './test-server.ts';
import { postUpload } from './uploads.ts';

export function authorizationTests(
  server: () => TestServer,
  fixture: () => Fixture,
  operations: () => Operation[],
): void {
  test('every operation of the document has a row of expected statuses, and every row an operation', () => {
    const documented = operations().map((op) => op.key);
    expect(
      documented.filter((key) => !expectedAuthorization[key]),
      'operations without an expectation',
    ).toEqual([]);
    expect(
      Object.keys(expectedAuthorization).filter((key) => !documented.includes(key)),
      'rows without an operation',
    ).toEqual([]);
  });

  test('the document marks exactly the routes closed to anonymous callers as needing a bearer token', () => {
    for (const op of operations()) {
      expect(op.secured, op.key).toBe(expectedAuthorization[op.key]!.anonymous === 401);
      for (const status of Object.values(expectedAuthorization[op.key]!)) expect(op.statuses, op.key).toContain(status);
    }
  });

  describe("IDOR: another author's ids", () => {
    let otherManuscript: { id: number; latestRevisionId: number };

    beforeAll(async () => {
      otherManuscript = (await postUpload(server(), { as: 'other' })).json();
    });

    test('the other author has a manuscript of their own', () => {
      expect(otherManuscript?.id).toBeGreaterThan(0);
      expect(otherManuscript.id).not.toBe(fixture().manuscriptId);
    });

    test('every author route with a manuscript or revision id answers 404 for ids that are not the caller’s', async () => {
      // The content site's media ids are not an author's: that route is open and has no owner.
      const idRoutes = operations().filter(
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
        'GET /api/manuscripts/{id}/revisions/{rev}/screen-charts',
        'GET /api/manuscripts/{id}/revisions/{rev}/text',
      ]);
      const theirs = { id: fixture().manuscriptId, rev: fixture().revisionId };
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
                : op.key.endsWith('/screen-charts')
                  ? '?reportId=0'
                  : '';
          const url = `${path}${query}`;
          const response = await server().server.app.inject({ url, headers: await server().headers('other') });
          expect(response.statusCode, `${url} as the other author`).toBe(404);
          expect(response.body).not.toContain('fyrtaarnet');
        }
      }
      // and the owner still sees their own
      const own = await server().server.app.inject({
        url: `/api/manuscripts/${theirs.id}/`,
        headers: await server().headers('subscriber'),
      });
      expect(own.statusCode).toBe(200);
    });

    test("another author's invoice is 404 as a PDF", async () => {
      const mine = await server().server.app.inject({
        url: '/api/author/invoices/',
        headers: await server().headers('subscriber'),
      });
      const invoiceId = mine.json().items[0].id as number;
      const response = await server().server.app.inject({
        url: `/api/author/invoices/${invoiceId}/pdf`,
        headers: await server().headers('other'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    test("another author's checkout reference is 404 to a return; lists never show another author's rows", async () => {
      const checkout = await server().server.app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers: await server().headers('subscriber'),
        payload: { tier: 'STANDARD' },
      });
      const payment = await server().server.app.inject({
        method: 'POST',
        url: '/api/payment/return',
        headers: await server().headers('other'),
        payload: { clientReferenceId: checkout.json().clientReferenceId },
      });
      expect(payment.statusCode).toBe(404);
      for (const list of ['/api/author/invoices/', '/api/manuscripts/', '/api/author/history/']) {
        const idsOf = async (who: PrincipalName) => {
          const response = await server().server.app.inject({
            url: `${list}?pageSize=100`,
            headers: await server().headers(who),
          });
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
}
