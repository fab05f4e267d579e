/** Every API payload schema (each with an `$id` 'api/...'), for the registry. */
import * as admin from './admin.ts';
import * as annotated from './annotated-manuscript.ts';
import * as author from './author.ts';
import { errorSchema, okSchema } from './common.ts';
import * as content from './content.ts';
import * as editor from './editor.ts';
import * as library from './library.ts';
import * as manuscriptView from './manuscript-view.ts';
import * as manuscripts from './manuscripts.ts';
import * as passages from './passages.ts';
import * as payment from './payment.ts';
import * as printCharts from './print-charts.ts';
import * as printDocument from './print-document.ts';
import * as texts from './texts.ts';
import * as wordpress from './wordpress.ts';

type ApiSchema = { readonly $id: string };

function schemasOf(module: Record<string, unknown>): ApiSchema[] {
  return Object.values(module).filter(
    (value): value is ApiSchema =>
      typeof value === 'object' && value !== null && typeof (value as { $id?: unknown }).$id === 'string',
  );
}

export const apiSchemas: readonly ApiSchema[] = [
  errorSchema,
  okSchema,
  ...schemasOf(wordpress),
  ...schemasOf(author),
  ...schemasOf(content),
  ...schemasOf(texts),
  ...schemasOf(manuscripts),
  ...schemasOf(library),
  ...schemasOf(admin),
  ...schemasOf(payment),
  ...schemasOf(passages),
  ...schemasOf(annotated),
  ...schemasOf(manuscriptView),
  ...schemasOf(printCharts),
  ...schemasOf(printDocument),
  ...schemasOf(editor),
];
