/**
 * Texts of the information pages and of every report page: FAQs, the pricing tiers and the shared report
 * texts ('Hvad er', LIX bands, …; cached by the content store, session-texts.ts). Loaded when missing.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Faq, Pages, Pricing } from '../../schemas/api/content.ts';
import type { ApiClient } from '../api/client.ts';

export class TextsStore {
  faq: Faq | null = null;
  pricing: Pricing | null = null;
  /** The guide's, contact page's and pricing page's texts (pages.json). */
  pages: Pages | null = null;
  /** Whether the texts every report page shares are in the content cache (session-texts.ts puts them there). */
  sharedLoaded = false;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<TextsStore, 'api'>(this, { api: false });
  }

  async loadFaq(): Promise<void> {
    if (this.faq) return;
    const faq = await this.api.get<Faq>('faq/', 'api/content/faq');
    runInAction(() => {
      this.faq = faq;
    });
  }

  async loadPricing(): Promise<void> {
    if (this.pricing) return;
    const pricing = await this.api.get<Pricing>('pricing/', 'api/content/pricing');
    runInAction(() => {
      this.pricing = pricing;
    });
  }

  async loadPages(): Promise<void> {
    if (this.pages) return;
    const pages = await this.api.get<Pages>('pages/', 'api/content/pages');
    runInAction(() => {
      this.pages = pages;
    });
  }
}
