/**
 * The print view on the server: 'Download PDF' (GET manuscripts/{id}/pdf renders the print route in headless
 * Chromium), the print view's charts drawn as SVG (GET …/revisions/{rev}/print-charts), the whole print view
 * rendered (GET …/revisions/{rev}/print-document) and the dashboard's charts drawn at their screen size by the same
 * drawing (GET …/revisions/{rev}/screen-charts).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { isAdmin, principalOf } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import { apiErrors, PrintIncompleteError, pdfErrors, printChartErrors } from '../errors.ts';
import { sendPrepared } from '../http/prepared-answer.ts';
import { findOwnManuscript, findRevision } from '../manuscripts/queries.ts';
import { chromiumPath, oneRenderPerAuthor, pdfDisposition, renderPrintPdf } from '../print/pdf-render.ts';
import type { PrintChartRenderer } from '../print/print-charts.ts';
import type { HandlersOf } from './register.ts';

export interface PrintDeps {
  db: Db;
  app: FastifyInstance;
  issuer: string;
  clientId: string;
  /** The app is served by this process (WEB_DIR): without it there is no print route to render. */
  servesApp: boolean;
  executablePath?: string | undefined;
  /** Draws the print view's charts in a worker thread, kept per revision. */
  printCharts: PrintChartRenderer;
}

/** This server's own address for the headless browser, or undefined when it does not listen (tests' inject). */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function printHandlers({
  db,
  app,
  issuer,
  clientId,
  servesApp,
  executablePath = chromiumPath(),
  printCharts,
}: PrintDeps) {
  /** The viewer's own (or, for an admin, any) finished revision: 404 for a stranger, 409 before it is done. */
  const finishedRevision = async (params: { id: number; rev: number }, principal: ReturnType<typeof principalOf>) => {
    const viewer = { userId: principal.user.id, isAdmin: isAdmin(principal) };
    const manuscript = await findOwnManuscript(db, viewer, params.id);
    const revision = await findRevision(db, manuscript.id, params.rev);
    if (revision.status === 'failed') throw printChartErrors.analysisFailed();
    if (revision.status !== 'done') throw printChartErrors.notAnalysed();
    return { viewer, manuscript, revision };
  };
  return {
    /** The owner's (or an admin's) finished revision; a stranger gets 404 before anything is drawn. */
    getPrintCharts: async (request, reply) => {
      const { viewer, manuscript, revision } = await finishedRevision(request.params, principalOf(request));
      return sendPrepared(request, reply, await printCharts.charts(db, viewer, manuscript, revision));
    },
    /** The same checks; the dashboard's charts at their screen size from the same drawing, if it is kept. */
    getScreenCharts: async (request, reply) => {
      const { viewer, revision } = await finishedRevision(request.params, principalOf(request));
      return sendPrepared(request, reply, await printCharts.screenCharts(db, viewer, revision, request.query.reportId));
    },
    /** The same checks as the charts'; the document comes from the same drawing (print-charts.ts). */
    getPrintDocument: async (request, reply) => {
      const { viewer, manuscript, revision } = await finishedRevision(request.params, principalOf(request));
      return sendPrepared(request, reply, await printCharts.document(db, viewer, manuscript, revision));
    },
    getManuscriptPdf: async (request, reply) => {
      const { id } = request.params;
      const principal = principalOf(request);
      const manuscript = await findOwnManuscript(db, { userId: principal.user.id, isAdmin: isAdmin(principal) }, id);
      const origin = ownOrigin(app);
      if (!executablePath || !servesApp || !origin) throw pdfErrors.unavailable();
      const accessToken = /^Bearer\s+(\S+)$/iu.exec(request.headers.authorization ?? '')?.[1];
      if (!accessToken) throw apiErrors.unauthenticated();
      const started = Date.now();
      const about = { manuscriptId: manuscript.id };
      const pdf = await oneRenderPerAuthor(String(principal.user.id), () =>
        renderPrintPdf({
          origin,
          manuscriptId: manuscript.id,
          accessToken,
          issuer,
          clientId,
          executablePath,
          onRetry: (failed) =>
            request.log.warn({ ...about, failed }, 'PDF: blocks failed in the print view, loading it again'),
        }),
      ).catch((error: unknown) => {
        if (error instanceof PrintIncompleteError) {
          request.log.error({ ...about, failed: error.failed }, 'PDF refused: blocks failed in the print view twice');
        }
        throw error;
      });
      request.log.info({ manuscriptId: manuscript.id, bytes: pdf.length, ms: Date.now() - started }, 'PDF rendered');
      return reply
        .type('application/pdf')
        .header('content-disposition', pdfDisposition(manuscript.title))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  } satisfies HandlersOf<'getManuscriptPdf' | 'getPrintCharts' | 'getPrintDocument' | 'getScreenCharts'>;
}
