/**
 * The author's profile: history (with a time filter), subscriptions and invoices as paged lists, cancelling a
 * subscription, buying one (a checkout at the payment provider), the return from the payment page, and an
 * invoice's PDF.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { HistoryPage, InvoicesPage, Subscription, SubscriptionsPage } from '../../schemas/api/author.ts';
import type { Checkout, PaymentReturnAnswer } from '../../schemas/api/payment.ts';
import type { ApiClient } from '../api/client.ts';
import { PagedList } from './PagedList.ts';

export type HistoryEntry = HistoryPage['items'][number];
export type SubscriptionEntry = SubscriptionsPage['items'][number];
export type Invoice = InvoicesPage['items'][number];

export class ProfileStore {
  readonly history: PagedList<HistoryEntry>;
  readonly subscriptions: PagedList<SubscriptionEntry>;
  readonly invoices: PagedList<Invoice>;
  cancelling = false;
  /** The tier whose checkout is being started (its button waits). */
  checkoutTier: SubscriptionEntry['tier'] | null = null;

  constructor(private readonly api: ApiClient) {
    this.history = new PagedList((query) => api.get<HistoryPage>('author/history/', 'api/author/history', query));
    this.subscriptions = new PagedList((query) =>
      api.get<SubscriptionsPage>('author/subscriptions/', 'api/author/subscriptions', query),
    );
    this.invoices = new PagedList((query) => api.get<InvoicesPage>('author/invoices/', 'api/author/invoices', query));
    makeAutoObservable<ProfileStore, 'api'>(this, {
      api: false,
      history: false,
      subscriptions: false,
      invoices: false,
    });
  }

  /** The subscription that still renews, if any (only that one can be cancelled). */
  get activeSubscription(): SubscriptionEntry | undefined {
    return this.subscriptions.items.find((s) => s.status === 'ACTIVE');
  }

  /** Cancels the active subscription; it keeps its benefits until its end date. */
  async cancelSubscription(): Promise<Subscription> {
    this.cancelling = true;
    try {
      const cancelled = await this.api.send<Subscription>(
        'POST',
        'author/subscriptions/cancel',
        undefined,
        'api/author/subscription',
      );
      await Promise.all([this.subscriptions.load(1), this.history.load(1)]);
      return cancelled!;
    } finally {
      runInAction(() => {
        this.cancelling = false;
      });
    }
  }

  /** Starts a checkout for a tier; answers the payment page to send the author to. */
  async startCheckout(tier: SubscriptionEntry['tier']): Promise<Checkout> {
    this.checkoutTier = tier;
    try {
      const checkout = await this.api.send<Checkout>('POST', 'payment/checkout', { tier }, 'api/payment/checkout');
      return checkout!;
    } catch (error) {
      runInAction(() => {
        this.checkoutTier = null;
      });
      throw error;
    }
  }

  /** The pricing page shown again (the browser's Back from the payment page): its buttons work again. */
  checkoutLeft(): void {
    this.checkoutTier = null;
  }

  /** /payment?clientReferenceId=…: tells the server the author came back; answers whether it is paid yet. */
  async recordPaymentReturn(clientReferenceId: string): Promise<PaymentReturnAnswer> {
    const answer = await this.api.send<PaymentReturnAnswer>(
      'POST',
      'payment/return',
      { clientReferenceId },
      'api/payment/return-answer',
    );
    return answer!;
  }

  /** Downloads an invoice's PDF (the call needs the bearer token, so it cannot be a plain link). */
  async downloadInvoice(invoice: Invoice): Promise<void> {
    const response = await this.api.fetch(`author/invoices/${invoice.id}/pdf`, { method: 'GET' });
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `faktura-${invoice.number}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  clear(): void {
    this.history.clear();
    this.subscriptions.clear();
    this.invoices.clear();
  }
}
