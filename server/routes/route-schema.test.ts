import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RouteContract, routes } from '../../schemas/api/routes.ts';
import { installOpenApi } from '../openapi/plugin.ts';
import { type RouteHandler, type RouteHandlers, registerRoutes } from './register.ts';

type Answer = { content?: Record<string, { schema: { description?: string } }>; headers?: Record<string, unknown> };
type Operation = {
  operationId: string;
  description?: string;
  parameters?: { in: string; name: string }[];
  responses: Record<string, Answer>;
};

/** The OpenAPI document of the route table, as `npm run openapi` writes it (issue 35's API details). */
describe('the OpenAPI document of the route table', () => {
  const app = Fastify();
  const operations = new Map<string, Operation>();

  beforeAll(async () => {
    await installOpenApi(app, 'http://127.0.0.1:8080');
    const unused: RouteHandler = async () => undefined;
    registerRoutes(app, Object.fromEntries(routes.map((r) => [r.operationId, unused])) as RouteHandlers);
    await app.ready();
    const document: { paths?: object } = app.swagger();
    const paths = document.paths as Record<string, Record<string, Operation>>;
    for (const methods of Object.values(paths))
      for (const op of Object.values(methods)) operations.set(op.operationId, op);
  });
  afterAll(() => app.close());

  test('a route answering a file or a stream declares its errors as JSON, its success in its own type', () => {
    const table: readonly RouteContract[] = routes;
    const producing = table.filter((r) => r.produces !== undefined);
    expect(producing.map((r) => r.operationId)).toEqual(
      expect.arrayContaining(['getManuscriptPdf', 'downloadInvoice', 'getAnnotatedManuscript']),
    );
    for (const route of producing) {
      const { responses } = operations.get(route.operationId)!;
      for (const [status, answer] of Object.entries(responses)) {
        const types = Object.keys(answer.content ?? {});
        if (Number(status) < 300) expect(types, `${route.operationId} ${status}`).toEqual(route.produces);
        else expect(types, `${route.operationId} ${status}`).toEqual(['application/json']);
      }
    }
    expect(Object.keys(operations.get('getManuscriptPdf')!.responses['501']!.content!)).toEqual(['application/json']);
  });

  test('the routes with an ETag document If-None-Match and 304 without a body', () => {
    for (const id of ['getRevisionData', 'listPublishedDefinitions', 'listCompiledCharts']) {
      const op = operations.get(id)!;
      expect(op.parameters, id).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-none-match' }));
      expect(op.responses['304'], id).toBeDefined();
      expect(op.responses['304']!.content, id).toBeUndefined();
      expect(op.responses['200']!.headers, id).toHaveProperty('etag');
    }
    expect(operations.get('getRevisionData')!.description).toMatch(/weak.*If-None-Match|If-None-Match.*weak/);
    // A route without one declares neither.
    expect(operations.get('getManuscript')!.responses['304']).toBeUndefined();
  });

  test('the article routes declare the WordPress paging headers', () => {
    for (const id of ['listArticles', 'listWpPosts']) {
      const headers = operations.get(id)!.responses['200']!.headers as Record<string, { schema: { type: string } }>;
      expect(headers['x-wp-total']?.schema.type, id).toBe('integer');
      expect(headers['x-wp-totalpages']?.schema.type, id).toBe('integer');
    }
  });

  test('the revision data says how class names are spelt (Spaending, Boern)', () => {
    for (const id of ['getRevisionData', 'getSimilarBookData', 'getTrialReportData']) {
      const description = operations.get(id)!.responses['200']!.content!['application/json']!.schema.description;
      expect(description, id).toMatch(/'Spaending' is the rules' 'Spænding'/);
      expect(description, id).toMatch(/'Boern' is 'Børn'/);
    }
  });
});
