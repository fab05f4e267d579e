/**
 * The lexicons of name detection: the team's gazetteer of places (places.txt), the titles and honorifics that
 * go with a person's name (honorifics.txt), the nouns that name a setting when definite ("Kroen", settings.txt),
 * and what the hunspell dictionary says about a word: a common word (any inflected form of a lower-case entry)
 * or a proper noun (a capitalised entry).
 */
import { parseAffix } from './hunspell.ts';
import { hunspellFiles, lexiconLines, once } from './load.ts';
import type { WordSet } from './packed.ts';
import { lexiconTable } from './tables.ts';

/** The form names are compared in: lower case, old 'aa' spelling as 'å' ("Aalborg" and "Ålborg" agree). */
export function nameKey(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('aa') ? lower.replaceAll('aa', 'å') : lower;
}

const keySet = (fileName: string) => once(() => new Set(lexiconLines(fileName).map(nameKey)));

/** A place name with its old spelling: an island or manor in -ø was written -øe ("Samsøe", "Fussingøe"). */
function withOldSpelling(key: string): string[] {
  return key.endsWith('ø') ? [key, `${key}e`] : [key];
}

/** Danish and Nordic towns, parishes, islands, regions, countries and capitals, with old spellings. */
export const placeNames = once(() => new Set(lexiconLines('places.txt').map(nameKey).flatMap(withOldSpelling)));

/** Nouns that name a setting in the definite form ("kro" → "Kroen", "præstegård" → "Præstegården"). */
export const settingNouns = keySet('settings.txt');

/** Titles and honorifics joined to a name ("Fru", "Hr.", "Skovrider"), by key without a full stop. */
export const honorifics = once(
  () => new Set(lexiconLines('honorifics.txt').map((line) => nameKey(line.replace(/\.$/u, '')))),
);

/**
 * Definite forms of the titles and the setting nouns, by key: "skovrideren" → title "skovrider", "kroen" →
 * setting "kro", "slottet" → setting "slot".
 */
export const definiteForms = once(() => {
  const forms = new Map<string, { title?: string; setting?: string }>();
  const add = (form: string, entry: { title?: string; setting?: string }) => {
    if (!forms.has(form)) forms.set(form, entry);
  };
  for (const title of honorifics()) {
    if (title.length < 3) continue;
    add(`${title}en`, { title });
    if (title.endsWith('e')) add(`${title}n`, { title });
  }
  for (const setting of settingNouns()) {
    const last = setting.at(-1)!;
    if (last === 'e') {
      add(`${setting}n`, { setting });
      add(`${setting}t`, { setting });
      continue;
    }
    add(`${setting}en`, { setting });
    add(`${setting}et`, { setting });
    if (/[bdgklmnprstv]/u.test(last) && /[aeiouyæøå]/u.test(setting.at(-2) ?? '')) {
      add(`${setting}${last}et`, { setting });
      add(`${setting}${last}en`, { setting });
    }
  }
  return forms;
});

export interface DictionaryNames {
  /** Every form of the dictionary's lower-case words, inflections included ("skoven", "gården"). */
  commonForms: WordSet;
  /** The dictionary's proper nouns (entries flagged as names: "Marie", "Aalborg"), by key. */
  properNouns: WordSet;
  /** Proper nouns the dictionary marks as places (they take a direction prefix: "Aalborg", "Nordsjælland"). */
  placeNouns: WordSet;
}

/** The dictionary's words and names (built into the lexicon artefact). */
export function buildDictionaryNames(): DictionaryNames {
  const { rules } = parseAffix(hunspellFiles().aff);
  const commonForms = new Set<string>();
  const properNouns = new Set<string>();
  const placeNouns = new Set<string>();
  // Each form with the rules of its flags, then once more with the continuation flags of the rule used.
  const expand = (word: string, flags: readonly string[], depth: number) => {
    for (const flag of flags) {
      for (const rule of rules.get(flag) ?? []) {
        if (!rule.condition.test(word) || !word.endsWith(rule.strip)) continue;
        const form = word.slice(0, word.length - rule.strip.length) + rule.add;
        commonForms.add(form);
        if (depth > 0 && rule.continuation.length > 0) expand(form, rule.continuation, depth - 1);
      }
    }
  };
  for (const line of hunspellFiles().dic.split('\n')) {
    const end = line.search(/[/\s]/u);
    const word = end === -1 ? line : line.slice(0, end);
    if (word === '' || /^\d/u.test(word)) continue;
    const flags =
      line[end] === '/'
        ? line
            .slice(end + 1)
            .split(/\s/u)[0]!
            .split(',')
        : [];
    if (word === word.toLowerCase()) {
      commonForms.add(word);
      expand(word, flags, 1);
    } else if (flags.includes('9') || flags.includes('54')) {
      for (const key of withOldSpelling(nameKey(word))) {
        properNouns.add(key);
        if (flags.includes('54')) placeNouns.add(key);
      }
    }
  }
  return { commonForms, properNouns, placeNouns };
}

/** The dictionary's words and names, loaded once per process or worker from the lexicon artefact. */
export const dictionaryNames = (): DictionaryNames => lexiconTable('names');

/** Old spellings the dictionary does not know, mapped to today's: "Kjærlighed" → "kærlighed", "Hjærte" → "hjerte". */
const oldSpellings: [trigger: string, pattern: RegExp, replacement: string][] = [
  ['sch', /sch/gu, 'ch'],
  ['kj', /kj/gu, 'k'],
  ['gj', /gj/gu, 'g'],
  ['jæ', /jæ/gu, 'je'],
  ['æ', /æ(?=r)/gu, 'e'],
  ['ph', /ph/gu, 'f'],
  ['th', /th/gu, 't'],
  ['c', /c(?=[aou])/gu, 'k'],
  ['c', /c/gu, 's'],
  ['x', /x/gu, 'ks'],
  ['ie', /(?<=[ln])ie/gu, 'je'],
  ['i', /(?<=[aeøæ])i(?=[denrslvtg]|$)/gu, 'j'],
  ['ii', /ii/gu, 'i'],
  ['ie', /ie/gu, 'i'],
  ['ou', /ou/gu, 'u'],
  ['w', /w/gu, 'v'],
  ['q', /q/gu, 'k'],
  ['ee', /ee/gu, 'e'],
  ['nds', /nds/gu, 'ns'],
  ['øe', /øe$/gu, 'ø'],
  // "Sjel", "Mjel": the old e after j where today's spelling has æ.
  ['je', /(?<=sj|mj)e/gu, 'æ'],
];

const commonWordVerdicts = new Map<string, boolean>();

/** A common word of the dictionary, also when written in the old spelling. */
export function isCommonWord(key: string): boolean {
  let verdict = commonWordVerdicts.get(key);
  if (verdict === undefined) {
    verdict = lookUpCommonWord(key);
    if (commonWordVerdicts.size > 200_000) commonWordVerdicts.clear();
    commonWordVerdicts.set(key, verdict);
  }
  return verdict;
}

function lookUpCommonWord(key: string): boolean {
  const { commonForms } = dictionaryNames();
  if (commonForms.has(key)) return true;
  let modern = key;
  for (const [trigger, pattern, replacement] of oldSpellings) {
    // Most words hold none of the old spellings: the plain substring test spares the regular expression.
    if (!modern.includes(trigger)) continue;
    modern = modern.replace(pattern, replacement);
    if (modern !== key && commonForms.has(modern)) return true;
  }
  return false;
}
