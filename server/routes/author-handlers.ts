/** Handlers of the author routes: status, settings, history, subscriptions (and cancel), invoices (and PDFs). */
import type { InvoiceParams, PagingTimeQuery, Settings } from '../../schemas/api/author.ts';
import { principalOf } from '../auth/principal.ts';
import { checkCompletionSettings } from '../author/completion-settings.ts';
import { pageOfHistory } from '../author/history.ts';
import { deleteAllSettings, deleteSetting, listSettings, saveSettings } from '../author/settings.ts';
import { authorStatus } from '../author/status.ts';
import { invoicePdf } from '../billing/invoice-pdf.ts';
import { invoiceOf, pageOfInvoices } from '../billing/invoices.ts';
import type { PaymentProvider } from '../billing/payment-provider.ts';
import type { Seller } from '../billing/seller.ts';
import { cancelSubscription, pageOfSubscriptions } from '../billing/subscriptions.ts';
import type { Db } from '../db/database.ts';
import type { RouteHandler } from './register.ts';

export function authorHandlers({ db, payments, seller }: { db: Db; payments: PaymentProvider; seller: Seller }) {
  const userIdOf = (request: Parameters<RouteHandler>[0]) => principalOf(request).user.id;
  return {
    getAuthorStatus: (async (request) => authorStatus(principalOf(request))) satisfies RouteHandler,
    listSettings: (async (request) => listSettings(db, userIdOf(request))) satisfies RouteHandler,
    saveSettings: (async (request) => {
      const settings = request.body as Settings;
      await checkCompletionSettings(
        db,
        userIdOf(request),
        settings.map((setting) => setting.name),
      );
      return saveSettings(db, userIdOf(request), settings);
    }) satisfies RouteHandler,
    deleteSetting: (async (request) =>
      deleteSetting(db, userIdOf(request), (request.params as { name: string }).name)) satisfies RouteHandler,
    deleteAllSettings: (async (request) => deleteAllSettings(db, userIdOf(request))) satisfies RouteHandler,
    listHistory: (async (request) =>
      pageOfHistory(db, userIdOf(request), request.query as PagingTimeQuery)) satisfies RouteHandler,
    listSubscriptions: (async (request) =>
      pageOfSubscriptions(db, userIdOf(request), request.query as PagingTimeQuery)) satisfies RouteHandler,
    cancelSubscription: (async (request) => cancelSubscription(db, userIdOf(request), payments)) satisfies RouteHandler,
    listInvoices: (async (request) =>
      pageOfInvoices(db, userIdOf(request), request.query as PagingTimeQuery)) satisfies RouteHandler,
    downloadInvoice: (async (request, reply) => {
      const { user } = principalOf(request);
      const invoice = await invoiceOf(db, user.id, (request.params as InvoiceParams).id);
      const pdf = await invoicePdf({ ...invoice, seller, buyer: { name: user.name, email: user.email } });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="faktura-${invoice.number}.pdf"`)
        .send(Buffer.from(pdf));
    }) satisfies RouteHandler,
  };
}
