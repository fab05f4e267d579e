/**
 * The manuscript view's state: the revision's paragraphs as far as they are fetched (a page of at most 200 at a
 * time, only where the reader is), its chapters, how many finds of each kind, and which kinds are shown.
 */
import { action, makeObservable, observable, runInAction } from 'mobx';
import {
  type ManuscriptText,
  type ViewCategory,
  type ViewParagraph,
  viewCategories,
  viewPageMaxParagraphs,
} from '../../../schemas/api/manuscript-view.ts';
import type { ApiClient } from '../../api/client.ts';
import { categoryTexts } from './categories.ts';

export type ViewState = 'loading' | 'ready' | 'error';

export class ManuscriptViewStore {
  state: ViewState = 'loading';
  message = '';
  paragraphCount = 0;
  chapters: ManuscriptText['chapters'] = [];
  counts: Partial<Record<ViewCategory, number>> = {};
  /** Fetched paragraphs by index; a hole is not fetched yet. Replaced (not mutated) so that views re-render. */
  paragraphs: (ViewParagraph | undefined)[] = [];
  shown = new Set<ViewCategory>(viewCategories.filter((c) => categoryTexts[c].onAtFirst));
  private readonly fetching = new Set<number>();

  constructor(
    private readonly api: ApiClient,
    private readonly path: string,
  ) {
    makeObservable<ManuscriptViewStore, 'take'>(this, {
      state: observable,
      message: observable,
      paragraphCount: observable,
      chapters: observable.ref,
      counts: observable.ref,
      paragraphs: observable.ref,
      shown: observable.ref,
      toggle: action,
      take: action,
    });
  }

  /** The first page: the book's size, chapters and counts, and the paragraphs from `at` on. */
  async open(at = 0): Promise<void> {
    try {
      const first = await this.api.get<ManuscriptText>(this.path, 'api/manuscripts/text', { from: 0, to: 1 });
      this.take(first, true);
      if (at > 0 && at < first.paragraphCount) await this.ensure(at, at + 1);
      runInAction(() => {
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.message = error instanceof Error ? error.message : 'Teksten kunne ikke hentes.';
      });
    }
  }

  /** Fetches the paragraphs of [first, last) not fetched yet, a page at a time. */
  async ensure(first: number, last: number): Promise<void> {
    const end = Math.min(last, this.paragraphCount);
    const waits: Promise<void>[] = [];
    for (let i = Math.max(0, first); i < end; i++) {
      if (this.paragraphs[i] !== undefined) continue;
      const from = Math.floor(i / viewPageMaxParagraphs) * viewPageMaxParagraphs;
      if (!this.fetching.has(from)) waits.push(this.fetchPage(from));
      i = from + viewPageMaxParagraphs - 1;
    }
    await Promise.all(waits);
  }

  private async fetchPage(from: number): Promise<void> {
    this.fetching.add(from);
    try {
      let at = from;
      const to = Math.min(from + viewPageMaxParagraphs, this.paragraphCount);
      // The server may stop early (a page of very long paragraphs): ask again from where it stopped.
      while (at < to) {
        const page = await this.api.get<ManuscriptText>(this.path, 'api/manuscripts/text', { from: at, to });
        this.take(page, false);
        if (page.to <= at) break;
        at = page.to;
      }
    } finally {
      this.fetching.delete(from);
    }
  }

  private take(page: ManuscriptText, first: boolean): void {
    if (first) {
      this.paragraphCount = page.paragraphCount;
      this.chapters = page.chapters;
      this.counts = page.counts;
      this.paragraphs = new Array(page.paragraphCount);
    }
    const next = this.paragraphs.slice();
    for (const paragraph of page.paragraphs) next[paragraph.index] = paragraph;
    this.paragraphs = next;
  }

  toggle(category: ViewCategory): void {
    const next = new Set(this.shown);
    if (next.has(category)) next.delete(category);
    else next.add(category);
    this.shown = next;
  }

  /** The chapter a paragraph lies in (its index), or -1 before the first. */
  chapterOf(paragraph: number): number {
    let found = -1;
    this.chapters.forEach((chapter, i) => {
      if (chapter.start <= paragraph) found = i;
    });
    return found;
  }
}
