/**
 * The parameters of the domain transforms: rules that belong to the product, not to a page (docs/REPORTS.md).
 */
import { fieldPath, shape } from './refs.ts';

/** The six story shapes as the archetype chart draws them, the book's best shape (the input) marked. */
export const storyShapesParams = shape('storyShapes', {}, [] as const);
/** The book's archetype scores next to the share of similar books (at `similar`) whose best shape each is. */
export const archetypeComparisonParams = shape('archetypeComparison', { similar: fieldPath }, ['similar'] as const);
/** The archetype text for the book's best shape at the level of the recommendation named `recommendation`. */
export const archetypeTextParams = shape('archetypeText', { recommendation: { type: 'string', minLength: 1 } }, [
  'recommendation',
] as const);
/** The cliché matches as the table shows them: by type, then each cliché, then each further find. */
export const clicheTableParams = shape('clicheTable', {}, [] as const);
/** The data source of the global score the author chose: analysed (`analysed`) or given (`given`), optionally a field. */
export const analysisSourceParams = shape(
  'analysisSource',
  { analysed: fieldPath, given: fieldPath, field: fieldPath },
  ['analysed', 'given'] as const,
);
/** The global score's elements as the page lists them (lowest first, named, linked by report id, marked done). */
export const globalScoreItemsParams = shape('globalScoreItems', { analysed: fieldPath, given: fieldPath }, [
  'analysed',
  'given',
] as const);
/** Whether every listed element of the global score is green or marked done. */
export const globalScoreDoneParams = shape('globalScoreDone', { analysed: fieldPath, given: fieldPath }, [
  'analysed',
  'given',
] as const);
/** The one total 0..100 of the setting's global score. */
export const totalScoreParams = shape('totalScore', { analysed: fieldPath, given: fieldPath }, [
  'analysed',
  'given',
] as const);
/** The classes a genre or audience classification shows: the top one, and the second when the top does not stand out. */
export const classesShownParams = shape('classesShown', {}, [] as const);
/** 'Sekundær {kind}: …' for the second class shown, or nothing. */
export const secondaryClassParams = shape('secondaryClass', { kind: { type: 'string', minLength: 1, maxLength: 40 } }, [
  'kind',
] as const);
/** The dashboard's info boxes, each with its value and RAG level or why not. */
export const infoBoxesParams = shape('infoBoxes', {}, [] as const);
/**
 * A word list's count written with the forms the text used of each lemma ('(8: pludselig, pludseligt)'; one form:
 * '(8)'; without `count`, the forms alone: '(hav, havet)'): `forms` is the map lemma → {form: count} or lemma →
 * [form], `key` and `count` the row's fields, `as` the field written.
 */
export const wordFormsParams = shape(
  'wordForms',
  {
    forms: fieldPath,
    key: { type: 'string', minLength: 1, maxLength: 60 },
    count: { type: 'string', minLength: 1, maxLength: 60 },
    as: { type: 'string', minLength: 1, maxLength: 60 },
  },
  ['forms', 'key', 'as'] as const,
);
/**
 * A curve's rows followed by one row per chapter start after the first (`Kapitelstart`: its position in percent,
 * `Kapitel`: its title), from the Chapters model's rows at `from`, for a rule layer that marks chapter boundaries.
 */
export const chapterStartsParams = shape('chapterStarts', { from: fieldPath }, ['from'] as const);
