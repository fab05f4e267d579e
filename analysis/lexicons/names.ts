/**
 * The lexicons of name detection: the team's gazetteer of places (places.txt), the titles and honorifics that
 * go with a person's name (honorifics.txt), the nouns that name a setting when definite ("Kroen", settings.txt),
 * and what the hunspell dictionary says about a word: a common word (any inflected form of a lower-case entry)
 * or a proper noun (a capitalised entry).
 */
import { parseAffix } from './hunspell.ts';
import { hunspellFiles, lexiconLines, once } from './load.ts';

/** The form names are compared in: lower case, old 'aa' spelling as 'å' ("Aalborg" and "Ålborg" agree). */
export function nameKey(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('aa') ? lower.replaceAll('aa', 'å') : lower;
}

const keySet = (fileName: string) => once(() => new Set(lexiconLines(fileName).map(nameKey)));

/** Danish and Nordic towns, parishes, islands, regions, countries and capitals, with old spellings. */
export const placeNames = keySet('places.txt');

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
  commonForms: Set<string>;
  /** The dictionary's proper nouns (entries flagged as names: "Marie", "Aalborg"), by key. */
  properNouns: Set<string>;
  /** Proper nouns the dictionary marks as places (they take a direction prefix: "Aalborg", "Nordsjælland"). */
  placeNouns: Set<string>;
}

export const dictionaryNames = once((): DictionaryNames => {
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
      properNouns.add(nameKey(word));
      if (flags.includes('54')) placeNouns.add(nameKey(word));
    }
  }
  return { commonForms, properNouns, placeNouns };
});

/** Old spellings the dictionary does not know, mapped to today's: "Kjærlighed" → "kærlighed", "Hjærte" → "hjerte". */
const oldSpellings: [RegExp, string][] = [
  [/kj/gu, 'k'],
  [/gj/gu, 'g'],
  [/jæ/gu, 'je'],
  [/æ(?=r)/gu, 'e'],
  [/ph/gu, 'f'],
  [/th/gu, 't'],
  [/c(?=[aou])/gu, 'k'],
  [/c/gu, 's'],
  [/x/gu, 'ks'],
  [/(?<=[ln])ie/gu, 'je'],
  [/(?<=[aeøæ])i(?=[denrslvtg]|$)/gu, 'j'],
  [/ii/gu, 'i'],
  [/ie/gu, 'i'],
  [/ou/gu, 'u'],
  [/w/gu, 'v'],
  [/q/gu, 'k'],
  [/ee/gu, 'e'],
  [/nds/gu, 'ns'],
  [/sch/gu, 'ch'],
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
  for (const [pattern, replacement] of oldSpellings) {
    modern = modern.replace(pattern, replacement);
    if (modern !== key && commonForms.has(modern)) return true;
  }
  return false;
}
