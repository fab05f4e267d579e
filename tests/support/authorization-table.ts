/**
 * Who may call what (tests/integration/routes.test.ts): for each operation of the OpenAPI document the server builds
 * × principal (anonymous, author without subscription, subscribed author, another author, admin, content editor),
 * the status written in the table below, independently of the route table's `access` field; an operation of the
 * document without a row here fails, and so does a row without an operation.
 */
import type { PrincipalName } from './test-server.ts';

export type Statuses = Record<PrincipalName, number>;
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
export const expectedAuthorization: Record<string, Statuses> = {
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
  'GET /api/manuscripts/{id}/revisions/{rev}/screen-charts': s(401, 403, 200, 404, 200),
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

export interface Operation {
  key: string;
  operationId: string;
  secured: boolean;
  statuses: number[];
}

export function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operationId: String(op.operationId),
      secured: Array.isArray(op.security) && op.security.length > 0,
      statuses: Object.keys(op.responses as object).map(Number),
    })),
  );
}
