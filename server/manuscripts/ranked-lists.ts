/**
 * Word lists as served (issue 26 point 4): every map from a word to how often it occurs (the model schemas'
 * `wordCounts`: adjectives, verbs, dialogue tags, power words, pronouns …) goes out most frequent first, whatever
 * order a revision stored it in, and with `top` only its `top` most frequent words. A map of such maps (a lemma's
 * forms) is ordered, and cut, by each inner map's total — the lemma's count — so it keeps the lemmas the list keeps.
 * Counts of a whole list stay whole (`number_of_adjectives` …); lists of records (characters, places, clichés) are
 * bounded by the analysis and left as stored.
 */
import { count } from '../../schemas/models/common.ts';
import { type ContentSchema, modelContentSchemas } from '../../schemas/models/index.ts';
import type { ModelName, SectionName } from '../../schemas/models/names.ts';

type Schema = Readonly<Record<string, unknown>>;
type Counts = Record<string, number>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asSchema = (value: unknown): Schema | undefined => (isRecord(value) ? (value as Schema) : undefined);

/** A word → count map: an object whose every value is a count. */
const isWordCounts = (schema: Schema | undefined) => schema?.type === 'object' && schema.additionalProperties === count;

/** Whether anything under `schema` is a word list (so a section without one is passed through untouched). */
function hasWordCounts(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (isWordCounts(schema)) return true;
  const properties = asSchema(schema.properties);
  return (
    Object.values(properties ?? {}).some((s) => hasWordCounts(asSchema(s))) ||
    hasWordCounts(asSchema(schema.additionalProperties)) ||
    hasWordCounts(asSchema(schema.items))
  );
}

/** The entries of a map, heaviest first (ties keep their stored order), at most `top`. */
function ranked<V>(map: Record<string, V>, weight: (value: V) => number, top: number | undefined): Record<string, V> {
  const entries = Object.entries(map).map(([key, value], index) => ({ key, value, weight: weight(value), index }));
  // What the analysis stores now is ordered already: checked in one pass, kept as it is when nothing is cut.
  const ordered = entries.every((entry, i) => i === 0 || entries[i - 1]!.weight >= entry.weight);
  if (ordered && (top === undefined || entries.length <= top)) return map;
  const sorted = ordered ? entries : entries.sort((a, b) => b.weight - a.weight || a.index - b.index);
  const kept = top === undefined ? sorted : sorted.slice(0, top);
  const out: Record<string, V> = {};
  for (const entry of kept) out[entry.key] = entry.value;
  return out;
}

const countOf = (value: unknown) => (typeof value === 'number' ? value : 0);
const totalOf = (value: unknown) =>
  isRecord(value) ? Object.values(value).reduce<number>((t, n) => t + countOf(n), 0) : 0;

/** `value` with its word lists ordered (and cut to `top`), following `schema`; new objects only where needed. */
function rankValue(value: unknown, schema: Schema | undefined, top: number | undefined): unknown {
  if (!schema || !hasWordCounts(schema)) return value;
  if (isWordCounts(schema)) return isRecord(value) ? ranked(value as Counts, countOf, top) : value;
  if (Array.isArray(value)) return value.map((item) => rankValue(item, asSchema(schema.items), top));
  if (!isRecord(value)) return value;
  const extra = asSchema(schema.additionalProperties);
  if (isWordCounts(extra)) {
    // A map of word lists (a lemma → its forms): each inner list ordered whole, the outer by the inner totals.
    const inner: Record<string, unknown> = {};
    for (const [key, forms] of Object.entries(value)) inner[key] = rankValue(forms, extra, undefined);
    return ranked(inner, totalOf, top);
  }
  const properties = asSchema(schema.properties) ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = Object.hasOwn(properties, key) ? asSchema(properties[key]) : extra;
    out[key] = rankValue(field, fieldSchema, top);
  }
  return out;
}

/** Which model sections hold a word list, computed once. */
const withWordCounts = new Map<string, ContentSchema | undefined>();
function schemaWithWordCounts(model: string, section: string): ContentSchema | undefined {
  const key = `${model}/${section}`;
  if (!withWordCounts.has(key)) {
    const schema = modelContentSchemas[model as ModelName]?.[section as SectionName];
    withWordCounts.set(key, hasWordCounts(schema) ? schema : undefined);
  }
  return withWordCounts.get(key);
}

/** The revision data with every word list most frequent first and, with `top`, cut to its `top` most frequent. */
export function rankWordLists<T extends { model: string; section: string; content: unknown }>(
  items: readonly T[],
  top?: number,
): T[] {
  return items.map((item) => {
    const schema = schemaWithWordCounts(item.model, item.section);
    return schema ? { ...item, content: rankValue(item.content, schema, top) } : item;
  });
}
