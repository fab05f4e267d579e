import type { FromSchema } from 'json-schema-to-ts';
import { percentage } from './common.ts';

/**
 * Global score (spec §3): `score` is the total 0..100; every other field is that element's own score 0..100
 * (higher is better), which the report lists ascending, leaving out zeros and the total. GlobalAnalyzed
 * scores against the analysed genre and audience, GlobalUser against the ones the author gave.
 */
const globalScoreElements = [
  'archetype',
  'audience_classification',
  'cliches',
  'dialogue',
  'genre_classification',
  'legibility',
  'power_words',
  'showing_telling',
  'tempo',
] as const;

const globalScoreContent = {
  type: 'object',
  additionalProperties: false,
  required: ['score', ...globalScoreElements],
  properties: {
    score: percentage,
    archetype: percentage,
    audience_classification: percentage,
    cliches: percentage,
    dialogue: percentage,
    genre_classification: percentage,
    legibility: percentage,
    power_words: percentage,
    showing_telling: percentage,
    tempo: percentage,
  },
} as const;

export const globalAnalyzedGlobalSchema = {
  $id: 'models/GlobalAnalyzed/global',
  title: 'Global score against the analysed genre and audience',
  ...globalScoreContent,
} as const;

export const globalUserGlobalSchema = {
  $id: 'models/GlobalUser/global',
  title: 'Global score against the genre and audience the author gave',
  ...globalScoreContent,
} as const;

export { globalScoreElements };
export type GlobalAnalyzedGlobal = FromSchema<typeof globalAnalyzedGlobalSchema>;
export type GlobalUserGlobal = FromSchema<typeof globalUserGlobalSchema>;

export type GlobalScoreElement = (typeof globalScoreElements)[number];

/**
 * The one element whose completion changes the total (spec §2, Global score: "finishing the cliché
 * recommendation stops clichés from affecting the score"); marking any other element only styles it.
 */
export const scoreAffectingCompletion: GlobalScoreElement = 'cliches';

/** The author setting that marks an element of a revision's global score done: 'gs_{revisionId}.{element}'. */
export function completionSetting(revisionId: number | string, element: string): string {
  return `gs_${revisionId}.${element}`;
}

/**
 * A setting name read as a completion mark: its revision id and element, or undefined when the name is not
 * 'gs_{positive integer}.{element of the global score}'. Names that do not start with 'gs_' are other settings.
 */
export function parseCompletionSetting(name: string): { revisionId: number; element: GlobalScoreElement } | undefined {
  const match = /^gs_([1-9]\d{0,9})\.([a-z_]+)$/u.exec(name);
  if (!match) return undefined;
  const element = match[2] as GlobalScoreElement;
  if (!globalScoreElements.includes(element)) return undefined;
  return { revisionId: Number(match[1]), element };
}

/** Whether a setting's value marks the element done (anything but 'false'; the page writes 'true'/'false'). */
export function isCompletionValue(value: string | undefined): boolean {
  return value !== undefined && value !== 'false';
}
