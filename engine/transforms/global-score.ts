/**
 * The global score's rules as named transforms: each calls the one function in engine/rules that every block
 * showing the rule uses (docs/REPORTS.md, "Rules the spec leaves open"). The two derived global scores are read from
 * the data sources at `analysed` and `given`; the page's setting (`$context.source`) picks one.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type {
  globalScoreDoneParams,
  globalScoreItemsParams,
  totalScoreParams,
} from '../../schemas/transforms/domain.ts';
import type { AnalysisSource } from '../report-context.ts';
import { allElementsDone, type ScoreItemsContext, scoreItems } from '../rules/score-items.ts';
import { totalScore as totalOfSetting } from '../rules/total-score.ts';
import { readPath } from './path.ts';
import { reportIdOf } from './report-link.ts';
import type { NamedPath, Transform, TransformEnv } from './transform.ts';

type Sources = { analysed: string; given: string };

const sourcePaths = ({ analysed, given }: Sources): NamedPath[] => [
  { at: '/analysed', path: analysed },
  { at: '/given', path: given },
];

function itemsOf({ analysed, given }: Sources, env: TransformEnv) {
  return scoreItems(
    readPath(env.root, analysed, env),
    readPath(env.root, given, env),
    env.content as Parameters<typeof scoreItems>[2],
    env.context as ScoreItemsContext,
    (key) => reportIdOf(key, env.reportIds),
  );
}

/** The report keys the elements link to (checked at load against the loaded definitions). */
const linkedReports = [
  'archetype',
  'audience',
  'cliches',
  'dialogue',
  'genre',
  'readability',
  'power-words',
  'show-tell',
  'tempo',
];

/** `globalScoreItems`: the elements as the Global Score page lists them (engine/rules/score-items.ts). */
export const globalScoreItems: Transform<FromSchema<typeof globalScoreItemsParams>> = {
  name: 'globalScoreItems',
  apply: (_input, params, env) => itemsOf(params, env),
  rootPaths: sourcePaths,
  reportKeys: () => linkedReports.map((key) => ({ at: '', key })),
};

/** `globalScoreDone`: whether every listed element is green or marked done (never for none). */
export const globalScoreDone: Transform<FromSchema<typeof globalScoreDoneParams>> = {
  name: 'globalScoreDone',
  apply: (_input, params, env) => allElementsDone(itemsOf(params, env)),
  rootPaths: sourcePaths,
};

/** `totalScore`: the one total 0..100 of the page's setting (engine/rules/total-score.ts). */
export const totalScore: Transform<FromSchema<typeof totalScoreParams>> = {
  name: 'totalScore',
  apply: (_input, { analysed, given }, env) =>
    totalOfSetting(
      readPath(env.root, analysed, env),
      readPath(env.root, given, env),
      env.context.source as AnalysisSource | undefined,
    ),
  rootPaths: sourcePaths,
};
