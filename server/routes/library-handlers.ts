/** Handlers of the similar-books and trial-report routes. */
import type { IsbnParams } from '../../schemas/api/library.ts';
import type { ModelsSectionsQuery } from '../../schemas/api/manuscripts.ts';
import type { RevisionDataItem } from '../../schemas/revision-data.ts';
import type { Db } from '../db/database.ts';
import { bookMetadata, findBook } from '../library/books.ts';
import { selectItems } from '../library/revision-items.ts';
import { type TrialReport, trialMetadata } from '../library/trial-report.ts';
import { listParam } from './manuscript-handlers.ts';
import type { RouteHandler } from './register.ts';

/** Answers of the trial report, serialised once per (fingerprint, models, sections); a bounded set. */
const MAX_CACHED_ANSWERS = 64;

export function libraryHandlers({ db, trial }: { db: Db; trial: TrialReport }) {
  const select = (items: unknown, query: ModelsSectionsQuery) =>
    selectItems(items as RevisionDataItem[], listParam(query.models), listParam(query.sections));
  const trialAnswers = new Map<string, string>();
  return {
    getSimilarBookData: (async (request) => {
      const book = await findBook(db, (request.params as IsbnParams).isbn);
      return select(book.items, request.query as ModelsSectionsQuery);
    }) satisfies RouteHandler,
    getSimilarBookMetadata: (async (request) =>
      bookMetadata(await findBook(db, (request.params as IsbnParams).isbn))) satisfies RouteHandler,
    getTrialReportData: (async (request, reply) => {
      const report = await trial.get();
      const query = request.query as ModelsSectionsQuery;
      const key = `${report.fingerprint}|${query.models ?? ''}|${query.sections ?? ''}`;
      let json = trialAnswers.get(key);
      if (json === undefined) {
        json = JSON.stringify(select(report.items, query));
        if (trialAnswers.size >= MAX_CACHED_ANSWERS) trialAnswers.clear();
        trialAnswers.set(key, json);
      }
      return reply.type('application/json; charset=utf-8').send(json);
    }) satisfies RouteHandler,
    getTrialReportMetadata: (async () => trialMetadata(await trial.get())) satisfies RouteHandler,
  };
}
