/**
 * The print view rendered on the server (docs/REPORTS.md, print): each report page's markup as React renders it with
 * the engine's own blocks (texts escaped by React, charts as vega's SVG markup), which the print view inserts as it
 * is; links to other report pages are placeholders the app resolves (engine/report-links.ts).
 */
import type { FromSchema } from 'json-schema-to-ts';

export const printDocumentSchema = {
  $id: 'api/manuscripts/print-document',
  title: 'The print view of a finished revision rendered on the server, page by page',
  type: 'object',
  additionalProperties: false,
  required: ['sections', 'failedBlocks'],
  properties: {
    sections: {
      type: 'array',
      description: 'The report pages open to the viewer, in the order of the published definitions.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['reportId', 'html'],
        properties: {
          reportId: { type: 'integer', minimum: 0 },
          html: { type: 'string', description: "The page's ReportView article as markup (react-dom/server)." },
        },
      },
    },
    failedBlocks: {
      type: 'integer',
      minimum: 0,
      description: 'Blocks that show the error panel (the PDF refuses a document with any).',
    },
    score: { type: 'number', description: "The total score on the print view's cover (the viewer's setting)." },
  },
} as const;

export type PrintDocument = FromSchema<typeof printDocumentSchema>;
