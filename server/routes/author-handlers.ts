/** Handlers of the author routes: status, settings, history, subscriptions (and cancel), invoices (and PDFs). */
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
import type { RouteHandler, RouteHandlers } from './register.ts';

export function authorHandlers({ db, payments, seller }: { db: Db; payments: PaymentProvider; seller: Seller }) {
  const userIdOf = (request: Parameters<RouteHandler>[0]) => principalOf(request).user.id;
  return {
    getAuthorStatus: async (request) => authorStatus(principalOf(request)),
    listSettings: async (request) => listSettings(db, userIdOf(request)),
    saveSettings: async (request) => {
      const settings = request.body;
      await checkCompletionSettings(
        db,
        userIdOf(request),
        settings.map((setting) => setting.name),
      );
      return saveSettings(db, userIdOf(request), settings);
    },
    deleteSetting: async (request) => deleteSetting(db, userIdOf(request), request.params.name),
    deleteAllSettings: async (request) => deleteAllSettings(db, userIdOf(request)),
    listHistory: async (request) => pageOfHistory(db, userIdOf(request), request.query),
    listSubscriptions: async (request) => pageOfSubscriptions(db, userIdOf(request), request.query),
    cancelSubscription: async (request) => cancelSubscription(db, userIdOf(request), payments),
    listInvoices: async (request) => pageOfInvoices(db, userIdOf(request), request.query),
    downloadInvoice: async (request, reply) => {
      const { user } = principalOf(request);
      const invoice = await invoiceOf(db, user.id, request.params.id);
      const pdf = await invoicePdf({ ...invoice, seller, buyer: { name: user.name, email: user.email } });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="faktura-${invoice.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  } satisfies Partial<RouteHandlers>;
}
