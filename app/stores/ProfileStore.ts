/**
 * The author's profile: history (with a time filter), subscriptions and invoices as paged lists, cancelling a
 * subscription, and recording the return from the payment page.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { HistoryPage, InvoicesPage, Subscription, SubscriptionsPage } from '../../schemas/api/author.ts';
import type { Ok } from '../../schemas/api/common.ts';
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

  /** /payment?clientReferenceId=…: tells the server the author came back from the payment page. */
  async recordPaymentReturn(clientReferenceId: string): Promise<void> {
    await this.api.send<Ok>('POST', 'payment/return', { clientReferenceId }, 'api/ok');
  }

  clear(): void {
    this.history.clear();
    this.subscriptions.clear();
    this.invoices.clear();
  }
}
