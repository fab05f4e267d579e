/**
 * What the route guard loads once per sign-in: user status and settings, and, when missing, the rules and
 * the other texts every page needs.
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
    const { userStatus, rules } = this.root;
    await Promise.all([userStatus.load(), rules.loaded ? Promise.resolve() : rules.load()]);
    runInAction(() => {
      this.loaded = true;
    });
  }

  reset(): void {
    this.loaded = false;
    this.loading = null;
  }
}
