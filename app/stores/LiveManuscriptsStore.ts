/**
 * Keeps the manuscripts list live while analyses run: every manuscript of the page on screen whose analysis is
 * queued or running is followed through its progress stream; its row shows the latest event, and when an analysis
 * ends the list and the author's status (uploads given back after a failure) are read again.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Manuscript, ProgressEvent } from '../../schemas/api/manuscripts.ts';
import type { ApiClient } from '../api/client.ts';
import type { ManuscriptsStore } from './ManuscriptsStore.ts';
import { followRevisionProgress, isFinished } from './revision-progress.ts';

type Lifecycle = Pick<Manuscript, 'status' | 'progress' | 'failureReason'>;

export class LiveManuscriptsStore {
  /** The newest progress event per manuscript id, while followed. */
  readonly events = observable.map<number, ProgressEvent>([], { deep: false });
  private readonly followed = new Map<number, AbortController>();

  constructor(
    private readonly api: ApiClient,
    private readonly manuscripts: ManuscriptsStore,
    private readonly onFinished: () => Promise<void>,
  ) {
    makeAutoObservable<LiveManuscriptsStore, 'api' | 'manuscripts' | 'onFinished' | 'followed'>(this, {
      api: false,
      manuscripts: false,
      onFinished: false,
      followed: false,
    });
  }

  /** A row's status: the live one while followed, otherwise the one the list answered. */
  lifecycleOf(manuscript: Manuscript): Lifecycle {
    return this.events.get(manuscript.id) ?? manuscript;
  }

  /** Follows the unfinished manuscripts of the page on screen; stops following the others. */
  sync(): void {
    const unfinished = new Map(this.manuscripts.list.items.filter((m) => !isFinished(m)).map((m) => [m.id, m]));
    for (const [id, controller] of this.followed) {
      if (!unfinished.has(id)) {
        controller.abort();
        this.followed.delete(id);
        this.events.delete(id);
      }
    }
    for (const [id, manuscript] of unfinished) if (!this.followed.has(id)) this.follow(manuscript);
  }

  /** Stops every stream (the list left the screen, or the author signed out). */
  stop(): void {
    for (const controller of this.followed.values()) controller.abort();
    this.followed.clear();
    this.events.clear();
  }

  private follow(manuscript: Manuscript): void {
    const manuscriptId = manuscript.id;
    const controller = new AbortController();
    this.followed.set(manuscriptId, controller);
    let failed = false;
    followRevisionProgress(
      this.api,
      { manuscriptId, revisionId: manuscript.latestRevisionId },
      (event) => runInAction(() => this.events.set(manuscriptId, event)),
      controller.signal,
    )
      .catch((error: unknown) => {
        failed = true;
        if (!controller.signal.aborted) console.error('progress stream failed', error);
      })
      .finally(() => {
        if (controller.signal.aborted || this.followed.get(manuscriptId) !== controller) return;
        this.followed.delete(manuscriptId);
        // The analysis ended, or the server closed a long stream: read the list again, which follows anew what
        // still runs. A stream that failed is not retried in a loop; the row keeps its last state.
        if (!failed)
          this.onFinished().catch((error: unknown) => console.error('manuscripts could not be reloaded', error));
      });
  }
}
