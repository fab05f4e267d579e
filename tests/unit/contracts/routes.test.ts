import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type RouteContract, routes } from '../../../schemas/api/routes.ts';
import { registeredSchemas } from '../../../schemas/registry.ts';

const table: readonly RouteContract[] = routes;
const key = (method: string, path: string) => `${method} ${path.replace(/:[A-Za-z]+/g, ':param')}`;

/** Spec §7's calls, written down from the spec (path parameters in braces there). */
const specCalls = [
  'GET author/status',
  'GET author/settings/',
  'POST author/settings/',
  'DELETE author/settings/{name}',
  'DELETE author/settings/',
  'GET author/history/',
  'GET author/subscriptions/',
  'GET author/invoices/',
  'POST author/subscriptions/cancel',
  'GET recommendations/{metricId}/{genreId}/{audienceId}/{value}',
  'GET recommendations/rules/',
  'GET tips/',
  'GET characteristics/',
  'GET articles/',
  'GET infos/',
  'GET reportIndexes/',
  'GET faq/',
  'GET whatIs/',
  'GET dashboard/',
  'GET globalScores/',
  'GET archetypeIndexes/',
  'GET archetypes/',
  'GET lix/',
  'GET manuscripts/',
  'GET manuscripts/{id}/revisions/',
  'GET manuscripts/{id}/revisions/{rev}/',
  'POST manuscripts/',
  'GET similar-books/{isbn}/',
  'GET similar-books/{id}/metadata',
  'GET trial-report/',
  'GET trial-report/metadata',
  'GET wp-json/wp/v2/posts',
];

/** The admin screens of spec §2 and what they need. */
const adminCalls = [
  'GET admin/manuscripts',
  'GET admin/manuscripts/{id}',
  'GET admin/authors',
  'GET admin/authors/{id}',
  'GET admin/authors/{id}/history',
  'GET admin/authors/{id}/manuscripts',
  'GET admin/similar-books',
  'GET admin/new-users',
  'POST admin/authors/{id}/subscriptions',
];

/** POSTs that carry no body: the action is the whole request. */
const bodylessActions = ['cancelSubscription'];

describe('route table', () => {
  it('lists every call of spec §7 and every admin call', () => {
    const present = new Set(table.map((r) => key(r.method, r.path)));
    const wanted = [...specCalls, ...adminCalls].map((call) => {
      const [method = '', path = ''] = call.split(' ');
      return key(method, path.replace(/\{([A-Za-z]+)\}/g, ':$1'));
    });
    expect(wanted.filter((call) => !present.has(call))).toEqual([]);
  });

  it('has unique operation ids and unique method + path pairs', () => {
    expect(new Set(table.map((r) => r.operationId)).size).toBe(table.length);
    expect(new Set(table.map((r) => `${r.method} ${r.path}`)).size).toBe(table.length);
  });

  it.each(table.map((r) => [r.operationId, r] as const))('%s has the schemas it needs', (_id, route) => {
    const statuses = Object.keys(route.response).map(Number);
    const success = statuses.filter((s) => s >= 200 && s < 300);
    expect(success.length).toBeGreaterThan(0);
    // The WordPress-compatible routes answer errors in WordPress' shape, every other route in the API's.
    const errorSchema = route.errorShape === 'wordpress' ? 'api/wp/error' : 'api/error';
    for (const status of statuses.filter((s) => s >= 400)) expect(route.response[status]?.$id).toBe(errorSchema);
    expect(route.response[400]?.$id).toBe(errorSchema);

    if (route.method === 'POST' && !bodylessActions.includes(route.operationId)) expect(route.body).toBeDefined();
    if (route.method !== 'POST') expect(route.body).toBeUndefined();

    const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    const declared = Object.keys((route.params as { properties?: object } | undefined)?.properties ?? {});
    expect(declared.sort()).toEqual(pathParams.sort());

    expect(route.path).not.toMatch(/^\//);
    expect(route.summary.length).toBeGreaterThan(10);
  });

  it('guards routes by who may call them', () => {
    for (const route of table) {
      expect(route.path.startsWith('admin/'), route.operationId).toBe(route.access === 'admin');
      if (route.access !== 'open') expect(route.response[401]?.$id, route.operationId).toBe('api/error');
      if (route.access === 'subscription' || route.access === 'admin') expect(route.response[403]).toBeDefined();
    }
    const open = table.filter((r) => r.access === 'open').map((r) => r.operationId);
    expect(open).toEqual(expect.arrayContaining(['getTrialReportData', 'getTrialReportMetadata', 'listFaq']));
    expect(open).not.toContain('getRevisionData');
  });

  it('uses only registered schemas', () => {
    const registered = new Set(registeredSchemas);
    for (const route of table) {
      const used = [route.params, route.querystring, route.body, ...Object.values(route.response)].filter(Boolean);
      for (const schema of used) expect(registered.has(schema as { $id: string }), schema?.$id).toBe(true);
    }
  });
});

describe('route table in Fastify with @fastify/swagger', () => {
  async function build() {
    const app = Fastify();
    await app.register(swagger, { openapi: { info: { title: 'Lektør', version: '0' } } });
    await app.register(
      async (api) => {
        for (const route of table) {
          api.route({
            method: route.method,
            url: `/${route.path}`,
            schema: {
              operationId: route.operationId,
              summary: route.summary,
              tags: [...route.tags],
              ...(route.params ? { params: route.params } : {}),
              ...(route.querystring ? { querystring: route.querystring } : {}),
              ...(route.body ? { body: route.body } : {}),
              ...(route.consumes ? { consumes: [...route.consumes] } : {}),
              response: route.response,
            },
            handler: async () => ({}),
          });
        }
      },
      { prefix: '/api' },
    );
    await app.ready();
    return app;
  }

  it('registers every route and documents each with its operation, request and responses', async () => {
    const app = await build();
    const doc = app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: { content: object } }>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((op) => op.operationId).sort()).toEqual(table.map((r) => r.operationId).sort());
    const upload = doc.paths['/api/manuscripts/']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(doc.paths['/api/manuscripts/{id}/revisions/{rev}/']?.get).toBeDefined();
    await app.close();
  });

  it('rejects bad paging, unknown models and bad bodies before a handler runs', async () => {
    const app = await build();
    const cases = [
      { method: 'GET', url: '/api/manuscripts/?page=0' },
      { method: 'GET', url: '/api/manuscripts/?pageSize=1000' },
      { method: 'GET', url: '/api/author/history/?startTime=i%20g%C3%A5r' },
      { method: 'GET', url: '/api/manuscripts/5/revisions/7/?models=Readability' },
      { method: 'GET', url: '/api/manuscripts/abc/revisions/' },
      { method: 'POST', url: '/api/author/settings/', payload: [{ name: 'x y', value: '1' }] },
      { method: 'POST', url: '/api/author/settings/', payload: { name: 'analysedOrGiven', value: 'Angivet' } },
    ] as const;
    for (const request of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
    }
    const ok = await app.inject({ method: 'GET', url: '/api/manuscripts/5/revisions/7/?models=Legibility,Chunk' });
    expect(ok.statusCode).not.toBe(400);
    await app.close();
  });
});
