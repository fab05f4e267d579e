/** Live progress of a manuscript's latest analysis (Server-Sent Events), for the in-progress page. */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ProgressEvent } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';
import type { ManuscriptsStore } from './ManuscriptsStore.ts';
import { followRevisionProgress } from './revision-progress.ts';

export class ProgressStore {
  event: ProgressEvent | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly manuscripts: ManuscriptsStore,
  ) {
    makeAutoObservable<ProgressStore, 'api' | 'manuscripts' | 'controller'>(this, {
      api: false,
      manuscripts: false,
      controller: false,
      event: observable.ref,
    });
  }

  /** Share of the analysis done, 0..100. */
  get percent(): number {
    return Math.round((this.event?.progress ?? 0) * 100);
  }

  /** Follows the latest revision of a manuscript until stopped or finished; invalid events are skipped. */
  follow(manuscriptId: number): void {
    this.stop();
    this.event = null;
    const controller = new AbortController();
    this.controller = controller;
    (async () => {
      const latest = await this.manuscripts.latestRevision(manuscriptId);
      await followRevisionProgress(
        this.api,
        { manuscriptId, revisionId: latest.id },
        (event) => runInAction(() => (this.event = event)),
        controller.signal,
      );
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) console.error('progress stream failed', error);
    });
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
