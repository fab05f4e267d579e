/**
 * Every route of the route table × every principal (anonymous, author without subscription, subscribed author,
 * another author, admin, content editor), each request sent once: the status the route table's `access` gives, the
 * status the authorization table gives independently of it (tests/support/authorization-table.ts), and the body
 * validated against the route's response schema for it. The requests are those of tests/support/route-cases.ts.
 * The same server then runs the authorization checks of the served OpenAPI document and the IDOR cases
 * (tests/support/authorization-checks.ts) and the analysis-job checks of tests/support/revision-jobs.ts. One
 * server and fixture per database for all of them (issue 33 point 5: the authorization table was a file of its
 * own, which sent every request a second time on a second server).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RouteContract } from '../../schemas/api/routes.ts';
import { routes } from '../../schemas/api/routes.ts';
import { validate } from '../../schemas/validate.ts';
import { authorizationTests } from '../support/authorization-checks.ts';
import { expectedAuthorization, type Operation, operationsOf } from '../support/authorization-table.ts';
import { revisionJobTests } from '../support/revision-jobs.ts';
import { cases, type Fixture, principals, send, setUpFixture } from '../support/route-cases.ts';
import { backends, type PrincipalName, startTestServer, type TestServer } from '../support/test-server.ts';

function expectedStatus(route: RouteContract, who: PrincipalName, given?: Partial<Record<PrincipalName, number>>) {
  if (given?.[who] !== undefined) return given[who]!;
  const success = Number(Object.keys(route.response).find((s) => s.startsWith('2')) ?? 200);
  if (route.access === 'open') return success;
  if (who === 'anonymous') return 401;
  if (route.access === 'editor') return who === 'admin' || who === 'editor' ? success : 403;
  // Elsewhere the content editor is an author without subscription or uploads.
  if (who === 'editor') return expectedStatus(route, 'author', given);
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
  // A document (the invoice PDF, the annotated .docx) is checked as the text its schema describes.
  if (contentType?.startsWith('application/pdf') || contentType?.startsWith('application/vnd.openxmlformats')) {
    return [body];
  }
  return [JSON.parse(body)];
}

test('every route of the table has a case here', () => {
  expect(Object.keys(cases).sort()).toEqual(routes.map((r) => r.operationId).sort());
});

test('docs/openapi.json (npm run openapi) lists the same operations as the authorization table', () => {
  const written = operationsOf(JSON.parse(readFileSync('docs/openapi.json', 'utf8')));
  expect(written.map((op) => op.key).sort()).toEqual(Object.keys(expectedAuthorization).sort());
});

describe.each(backends())('every route × every principal on %s', (backend) => {
  let t: TestServer;
  let fixture: Fixture;
  let operations: Operation[];

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
    fixture = await setUpFixture(t);
    operations = operationsOf((await t.server.app.inject({ url: '/api/openapi.json' })).json());
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
    // Images and fonts from this origin or data: only (issue 32).
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).toContain("font-src 'self' data:;");
    const asset = await t.server.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });

  const ordered = Object.keys(cases).map((id) => routes.find((r) => r.operationId === id)!);
  for (const route of ordered) {
    test(`${route.method} /api/${route.path} (${route.operationId})`, async () => {
      const testCase = cases[route.operationId]!;
      const operation = operations.find((op) => op.operationId === route.operationId);
      const allowed = operation ? expectedAuthorization[operation.key] : undefined;
      expect(allowed, `a row of the authorization table for ${route.operationId}`).toBeDefined();
      for (const who of principals) {
        const { url, response } = await send(t, testCase, who, fixture);
        const status = expectedStatus(route as RouteContract, who, testCase.expect);
        expect(response.statusCode, `${who}: ${response.body.slice(0, 200)}`).toBe(status);
        expect(response.statusCode, `${who} (the authorization table)`).toBe(allowed![who]);
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
  authorizationTests(
    () => t,
    () => fixture,
    () => operations,
  );
});
