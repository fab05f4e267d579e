import type { FromSchema } from 'json-schema-to-ts';
import type { globalScoreItemsParams } from '../../schemas/transforms/domain.ts';
import { completionKey, isCompleted } from './completion.ts';
import { reportIdOf } from './report-link.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/** The global score's elements: the name the page gives each and the report it links to, by the model's key. */
export const globalScoreElements: Readonly<Record<string, { name: string; report: string }>> = {
  archetype: { name: 'Arketype', report: 'archetype' },
  audience_classification: { name: 'Målgruppe', report: 'audience' },
  cliches: { name: 'Klicheer', report: 'cliches' },
  dialogue: { name: 'Dialog', report: 'dialogue' },
  genre_classification: { name: 'Genre', report: 'genre' },
  legibility: { name: 'Læsbarhed', report: 'readability' },
  power_words: { name: 'Stærke ord', report: 'power-words' },
  showing_telling: { name: 'Show/Tell', report: 'show-tell' },
  tempo: { name: 'Tempo', report: 'tempo' },
};

/**
 * `globalScoreItems`: the elements of a global score (the input: the analysed or given global score) as the page
 * lists them: every element but the total and those scored 0, lowest first (ties keep the model's order), each
 * named by the editors' text (else the product's name), with its text, the id of its report, whether the author
 * marked it done and, except for a similar book, the setting that marks it (`gs_<revision>.<element>`).
 */
export const globalScoreItems: Transform<FromSchema<typeof globalScoreItemsParams>> = {
  name: 'globalScoreItems',
  apply(input, _params, env) {
    if (!isRecord(input)) return [];
    const texts = asRows(env.content.globalScores, 'globalScoreItems').filter(isRecord);
    const settings = env.content.settings;
    const revisionId = env.context.revisionId;
    const kept = Object.entries(input).filter(([key, value]) => key !== 'score' && value !== 0);
    kept.sort(([, a], [, b]) => (typeof a === 'number' && typeof b === 'number' ? a - b : 0));
    return kept.map(([key, value]) => {
      const text = texts.find((t) => t.type === key);
      const name = typeof text?.typeName === 'string' ? text.typeName : globalScoreElements[key]?.name;
      const report = globalScoreElements[key]?.report;
      const setting = completionKey(revisionId, key);
      const item: Record<string, unknown> = {
        name,
        typeName: name,
        value,
        text: text?.text,
        reportId: report === undefined ? undefined : reportIdOf(report, env.reportIds),
        completed: isCompleted(settings, setting),
        setting: env.context.isSimilarBook === true ? undefined : setting,
      };
      return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined));
    });
  },
  reportKeys: () =>
    [...new Set(Object.values(globalScoreElements).map((e) => e.report))].map((key) => ({ at: '', key })),
};
