/**
 * What the route guard loads once after sign-in: the user status and settings and, when missing, the rules,
 * the shared report texts, the report list and the FAQs.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore.ts';

export class SessionStore {
  loaded = false;
  private loading: Promise<void> | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SessionStore, 'root' | 'loading'>(this, { root: false, loading: false });
  }

  /** Loads once; later calls wait for the same load. A failed load may be tried again. */
  ensureLoaded(): Promise<void> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  private async load(): Promise<void> {
    const { userStatus, settings, rules, texts, reportList } = this.root;
    await Promise.all([
      userStatus.load(),
      settings.load(),
      rules.loaded ? undefined : rules.load(),
      texts.sharedLoaded ? undefined : texts.loadShared(),
      reportList.loaded ? undefined : reportList.load(),
      texts.faq ? undefined : texts.loadFaq(),
    ]);
    runInAction(() => {
      this.loaded = true;
    });
  }

  reset(): void {
    this.loaded = false;
    this.loading = null;
  }
}
