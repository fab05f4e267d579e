/**
 * Every named transform a definition's pipelines may use, by name (docs/REPORTS.md, transforms). Their parameters'
 * schemas are in schemas/transforms (the definition format checks them); a test holds this list and those equal.
 */
import { analysisSource } from './analysis-source.ts';
import { append } from './append.ts';
import { archetypeComparison } from './archetype-comparison.ts';
import { archetypeText } from './archetype-text.ts';
import { band } from './band.ts';
import { chapterStarts } from './chapter-starts.ts';
import { clamp } from './clamp.ts';
import { classesShown, secondaryClass } from './classification.ts';
import { clicheTable } from './cliche-table.ts';
import { entries } from './entries.ts';
import { filter } from './filter.ts';
import { globalScoreDone, globalScoreItems, totalScore } from './global-score.ts';
import { group } from './group.ts';
import { infoBoxes } from './info-boxes.ts';
import { join } from './join.ts';
import { lookup } from './lookup.ts';
import { percent } from './percent.ts';
import { pluck } from './pluck.ts';
import { radar } from './radar.ts';
import { reportLink } from './report-link.ts';
import { round } from './round.ts';
import { rows } from './rows.ts';
import { scale } from './scale.ts';
import { select } from './select.ts';
import { sort } from './sort.ts';
import { storyShapes } from './story-shapes.ts';
import { template } from './template.ts';
import { test } from './test.ts';
import { top } from './top.ts';
import type { Transform } from './transform.ts';
import { unfold } from './unfold.ts';
import { wordForms } from './word-forms.ts';

const list = [
  // Generic: data shaping any page may need.
  entries,
  unfold,
  sort,
  top,
  filter,
  select,
  pluck,
  rows,
  group,
  percent,
  round,
  clamp,
  band,
  lookup,
  template,
  append,
  join,
  radar,
  scale,
  test,
  reportLink,
  // Domain: rules that belong to the product.
  storyShapes,
  archetypeComparison,
  archetypeText,
  clicheTable,
  analysisSource,
  globalScoreItems,
  globalScoreDone,
  totalScore,
  infoBoxes,
  classesShown,
  secondaryClass,
  wordForms,
  chapterStarts,
] as Transform<never>[];

export const transforms: Readonly<Record<string, Transform<Record<string, unknown>>>> = Object.fromEntries(
  list.map((transform) => [transform.name, transform as unknown as Transform<Record<string, unknown>>]),
);
