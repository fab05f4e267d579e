/**
 * What the route guard loads once after sign-in: the user status and settings and, when missing, the rules,
 * the shared report texts, the report list and the FAQs (these in one call, session-texts.ts).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { RootStore } from './RootStore.ts';
import { loadSessionTexts } from './session-texts.ts';

export class SessionStore {
  loaded = false;
  private loading: Promise<void> | null = null;
  private textsLoading: Promise<void> | null = null;
  /** Counts resets: a load that began before the last reset (a refused sign-in, a sign-out) marks nothing loaded. */
  private generation = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<SessionStore, 'root' | 'loading' | 'textsLoading' | 'generation'>(this, {
      root: false,
      loading: false,
      textsLoading: false,
      generation: false,
    });
  }

  /**
   * The session's content texts (open to anyone): the callback page starts them before the sign-in is complete,
   * the load waits for the same call. A failed call may be made again.
   */
  loadTexts(): Promise<void> {
    this.textsLoading ??= loadSessionTexts(this.root).catch((error: unknown) => {
      this.textsLoading = null;
      throw error;
    });
    return this.textsLoading;
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
    const { userStatus, settings } = this.root;
    const generation = this.generation;
    await Promise.all([userStatus.load(), settings.load(), this.loadTexts()]);
    runInAction(() => {
      if (generation === this.generation) this.loaded = true;
    });
  }

  reset(): void {
    this.generation += 1;
    this.loaded = false;
    this.loading = null;
    this.textsLoading = null;
  }
}
