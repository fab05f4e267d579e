/** Handlers of the similar-books and trial-report routes. */
import type { ModelsSectionsQuery } from '../../schemas/api/manuscripts.ts';
import type { ModelPassages } from '../../schemas/passages.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { givenIds } from '../derived/given.ts';
import { type DeriveFor, derivedItems, wantsReadTimeModels } from '../derived/revision-derived.ts';
import { bookMetadata, findBook } from '../library/books.ts';
import { selectItems } from '../library/revision-items.ts';
import { type TrialReport, trialMetadata } from '../library/trial-report.ts';
import { passagesPage } from '../manuscripts/passages.ts';
import { listParam } from './manuscript-handlers.ts';
import type { RouteHandlers } from './register.ts';

/** Answers of the trial report, serialised once per (fingerprint, models, sections); a bounded set. */
const MAX_CACHED_ANSWERS = 64;

export function libraryHandlers({ db, trial }: { db: Db; trial: TrialReport }) {
  const select = (items: unknown, query: ModelsSectionsQuery) =>
    selectItems(items as RevisionDataItem[], listParam(query.models), listParam(query.sections));
  const trialAnswers = new Map<string, string>();
  const derived = async (items: unknown, query: ModelsSectionsQuery, target: DeriveFor) => {
    const models = listParam(query.models);
    const sections = listParam(query.sections);
    if (!wantsReadTimeModels(models, sections)) return [];
    const globals = (items as RevisionDataItem[]).filter((item) => item.section === 'global');
    return derivedItems(db, globals, target, models);
  };
  return {
    getSimilarBookData: async (request) => {
      const book = await findBook(db, request.params.isbn);
      const query = request.query;
      const given = await givenIds(db, book.genre, book.audience);
      return [...select(book.items, query), ...(await derived(book.items, query, { given, self: book.isbn }))];
    },
    getSimilarBookMetadata: async (request) => bookMetadata(await findBook(db, request.params.isbn)),
    getTrialReportData: async (request, reply) => {
      const report = await trial.get();
      const query = request.query;
      const key = `${report.fingerprint}|${query.models ?? ''}|${query.sections ?? ''}`;
      let json = trialAnswers.get(key);
      if (json === undefined) {
        json = JSON.stringify(select(report.items, query));
        if (trialAnswers.size >= MAX_CACHED_ANSWERS) trialAnswers.clear();
        trialAnswers.set(key, json);
      }
      const given = await givenIds(db, report.genre, report.audience);
      const extra = await derived(report.items, query, { given });
      if (extra.length === 0) return reply.type('application/json; charset=utf-8').send(json);
      // The stored part is serialised once; the read-time models are appended to it.
      const joined =
        json === '[]' ? `[${JSON.stringify(extra).slice(1)}` : `${json.slice(0, -1)},${JSON.stringify(extra).slice(1)}`;
      return reply.type('application/json; charset=utf-8').send(joined);
    },
    getTrialReportMetadata: async () => trialMetadata(await trial.get()),
    getTrialReportPassages: async (request) => {
      const report = await trial.get();
      const query = request.query;
      const stored = report.passages as Partial<Record<string, ModelPassages>> | null;
      return passagesPage(stored?.[query.model], query, stored !== null);
    },
  } satisfies Partial<RouteHandlers>;
}
