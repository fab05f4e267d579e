/** The published report definitions (open) and the content editors' routes (docs/EDITOR.md). */

import { adminSimilarBooksPageSchema } from '../admin.ts';
import { pagingQuerySchema } from '../author.ts';
import { errorSchema } from '../common.ts';
import * as editor from '../editor.ts';
import { guardedErrors, notFound, openErrors, type RouteContract } from '../route-contract.ts';

const conflict = { 409: errorSchema } as const;

export const editorRoutes = [
  {
    method: 'GET',
    path: 'reports/definitions',
    operationId: 'listPublishedDefinitions',
    summary: 'The published report definitions the app renders its pages from (ETag; 304 when unchanged)',
    tags: ['reports'],
    access: 'open',
    etag: true,
    response: { 200: editor.publishedDefinitionsSchema, ...openErrors },
  },
  {
    method: 'GET',
    path: 'reports/chart-runtimes',
    operationId: 'listCompiledCharts',
    summary:
      "The published definitions' screen charts compiled ahead, which the app draws without compiling them (ETag; 304 when unchanged; 503 CHARTS_NOT_COMPILED when not compiled in time)",
    tags: ['reports'],
    access: 'open',
    etag: true,
    response: { 200: editor.compiledChartsSchema, 503: errorSchema, ...openErrors },
  },
  {
    method: 'GET',
    path: 'editor/documents',
    operationId: 'editorListDocuments',
    summary: 'Every report definition and content text an editor may change, with its versions',
    tags: ['editor'],
    access: 'editor',
    response: { 200: editor.documentsSchema, ...guardedErrors },
  },
  {
    method: 'GET',
    path: 'editor/library-books',
    operationId: 'editorListLibraryBooks',
    summary: "A page of the reference library, by title: the books an editor's preview can show a page with",
    tags: ['editor'],
    access: 'editor',
    querystring: pagingQuerySchema,
    response: { 200: adminSimilarBooksPageSchema, ...guardedErrors },
  },
  {
    method: 'GET',
    path: 'editor/documents/:kind/:name/versions',
    operationId: 'editorListVersions',
    summary: 'The history of one definition or text: every version, who saved it and when, newest first',
    tags: ['editor'],
    access: 'editor',
    params: editor.documentParamsSchema,
    response: { 200: editor.versionHistorySchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'GET',
    path: 'editor/documents/:kind/:name/versions/:version',
    operationId: 'editorGetVersion',
    summary: 'One version with its payload',
    tags: ['editor'],
    access: 'editor',
    params: editor.versionParamsSchema,
    response: { 200: editor.versionSchema, ...guardedErrors, ...notFound },
  },
  {
    method: 'POST',
    path: 'editor/documents/:kind/:name/versions',
    operationId: 'editorSaveVersion',
    summary: 'Save a new version as a draft or publish it (refused with its pointers when it does not hold)',
    tags: ['editor'],
    access: 'editor',
    params: editor.documentParamsSchema,
    body: editor.saveVersionSchema,
    response: { 201: editor.savedVersionSchema, ...guardedErrors, ...notFound, ...conflict },
  },
  {
    method: 'POST',
    path: 'editor/documents/:kind/:name/rollback',
    operationId: 'editorRollBack',
    summary: 'Publish an earlier version again, as a new version',
    tags: ['editor'],
    access: 'editor',
    params: editor.documentParamsSchema,
    body: editor.rollbackSchema,
    response: { 201: editor.savedVersionSchema, ...guardedErrors, ...notFound, ...conflict },
  },
  {
    method: 'POST',
    path: 'editor/reports',
    operationId: 'editorCreateReportPage',
    summary: 'A new report page from the template (key, title, icon, menu place, models), stored as a draft',
    tags: ['editor'],
    access: 'editor',
    body: editor.newReportPageSchema,
    response: { 201: editor.newReportPageCreatedSchema, ...guardedErrors, ...conflict },
  },
] as const satisfies readonly RouteContract[];
