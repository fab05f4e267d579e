/**
 * The power-words lexicon (power-words.tsv): a word belongs to a category when it is one of the category's
 * lemmas, a form the hunspell dictionary inflects from it ("rædsel" → "rædslen") or an irregular form of it
 * ("græd" → græde), and not a homograph that is mostly an everyday word ("far", "lyst", "slags").
 */
import { determiners, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { hunspellTables, inflectionsOf } from './hunspell.ts';
import { lexiconRows } from './load.ts';
import type { WordMap } from './packed.ts';
import { lexiconTable } from './tables.ts';
import { verbLemma } from './verb-lemma.ts';

/**
 * Forms that are mostly another, everyday word: 'far' (father, not the verb), 'slags' (kind), 'kyst', 'red'
 * (rode), 'begyndelse', 'lyst' (light, wish), 'liv', 'fare' (to hurry), 'sider', 'leder', 'moder', 'dør' (door),
 * 'slog' and 'skød' (struck a door shut, pushed the shoulders up, the lap), 'lykke' (luck), 'flugt' (flight).
 * 'lig' is excluded by the spec.
 */
export const notPowerWords = new Set([
  'lig',
  'dør',
  'moder',
  'leder',
  'frier',
  'sider',
  'far',
  'slags',
  'kyst',
  'red',
  'begyndelse',
  'lyst',
  'liv',
  'livet',
  'fare',
  'farer',
  // Past forms of 'slå' and 'skyde' that mostly do something else ("slog Døren til", "skød Skuldrene op", the lap).
  'slog',
  'skød',
  'skødet',
  // 'lykke' is luck and fortune more often than happiness ("Lykken kommer aldrig alene", "Lykkens Kalosker");
  // 'flugt' the flight of birds and wings as often as an escape.
  'lykke',
  'lykken',
  'lykkens',
  'flugt',
  'flugten',
  // 'volde' (cause: "volde Dem Sorg") is no violence
  'volde',
  'voldes',
  // 'begære' is the formal request in older prose as often as desire ("begære ham i Tale", "hvad I begærer");
  // the noun 'begær' stays
  'begære',
  'begærer',
  'begærede',
  'begæres',
  // the adjective 'ydmyg' (humble) and its adverb, not the verb 'ydmyge' (to humiliate): "en ydmyg Bøn", "bad
  // ydmygt om"
  'ydmyg',
  'ydmygt',
  'ydmygste',
  // 'grus' is gravel ("en Hob Grus"), not the genitive of 'gru' (twelfth session, after held-out read M)
  'grus',
]);

/** An irregular form may be a function word too ("for", the past of 'fare'): never a power word. */
const functionWords = new Set([...subjectWords, ...determiners, ...quantifiers, ...prepositions, 'så', 'da', 'nu']);

/**
 * Idioms in which a power word has lost its force: "bange for at", "slå i bordet", "ryste på (med) hovedet",
 * "døde hen", "sørge for".
 */
export const idiomExceptions: readonly { forms: ReadonlySet<string>; followedBy: readonly string[] }[] = [
  { forms: new Set(['bange']), followedBy: ['for', 'at'] },
  { forms: new Set(['slå', 'slår', 'slog', 'slået']), followedBy: ['i', 'bordet'] },
  // "Hurraraabene døde hen": faded away
  { forms: new Set(['dø', 'dør', 'døde', 'døet']), followedBy: ['hen'] },
  // "sørge for at", "burde man sørge for": to see to it
  { forms: new Set(['sørge', 'sørger', 'sørgede', 'sørget']), followedBy: ['for'] },
  // "Jeg skal sørge derfor": the same, with the old pronominal adverb
  { forms: new Set(['sørge', 'sørger', 'sørgede', 'sørget']), followedBy: ['derfor'] },
  { forms: new Set(['sørge', 'sørger', 'sørgede', 'sørget']), followedBy: ['herfor'] },
];

/**
 * Weak, formulaic senses, known by a word up to two words before the power word (a subject may stand between):
 * "tage Afsked" and "tog de Afsked" (parting, not death), "søge sin Afsked" (resigning), "Deres ydmyge Tjener" (the
 * polite adjective, not the verb 'ydmyge'), "en lille Evighed" (a long while), "i al Hemmelighed" (secretly),
 * "Kød og Blod", "koldt Blod" (kin, birth, temper: no violence).
 */
export const weakSenses: readonly { forms: ReadonlySet<string>; precededBy: ReadonlySet<string> }[] = [
  {
    forms: new Set(['afsked', 'afskeden']),
    precededBy: new Set('tage tager tog taget toge søge søger søgte søgt faa få fik faaet fået sin sit'.split(' ')),
  },
  { forms: new Set(['ydmyge']), precededBy: new Set([...determiners, 'de', 'den', 'det', 'deres']) },
  { forms: new Set(['evighed']), precededBy: new Set(['lille', 'hel', 'halv']) },
  // "i al Hemmelighed": secretly
  { forms: new Set(['hemmelighed']), precededBy: new Set(['al']) },
  // blood as kin, birth and temper: "Kød og Blod", "koldt Blod", "ungt Blod", "adeligt Blod", "ondt Blod"
  {
    forms: new Set(['blod', 'blodet']),
    precededBy: new Set('kød koldt ungt unge varmt hedt adeligt adelige kongeligt blåt ondt stærke'.split(' ')),
  },
];

/**
 * Stems that are power words only as nouns: 'fælde' (a trap; the verb fells a tree, sheds tears, passes judgement)
 * and 'grav' (a grave; the verb 'grave' digs). Their forms count only where they read as nouns ("i Fælden", "ved
 * hans Grav"), not "lod han Egen fælde", "grave Tørv".
 */
export const nounOnlyStems = new Set(['fælde', 'grav']);

/** Stems that are power words only as verbs: 'kæmpe' fights; the noun is a giant ("en Kæmpe"). */
export const verbOnlyStems = new Set(['kæmpe']);

/** Power words that are a count of strokes after a number ("ti Slag", "10 sølvklingende Slag"): the clock's. */
export const countedStems = new Set(['slag']);

export interface PowerWords {
  byForm: WordMap<{ category: string; stem: string }>;
  categories: string[];
  lemmaOf: WordMap<string>;
}

/** Every form of the power words with its category and stem (built into the lexicon artefact). */
export function buildPowerWords(): PowerWords {
  const byForm = new Map<string, { category: string; stem: string }>();
  const categories: string[] = [];
  const rows = lexiconRows('power-words.tsv').filter(([category, stems]) => category && stems);
  const allStems = rows.flatMap(([, stems]) => stems!.split(',').map((stem) => stem.trim()));
  const inflected = inflectionsOf(allStems);
  const stemCategory = new Map<string, string>();
  for (const [category, stems] of rows) {
    categories.push(category!);
    for (const stem of stems!.split(',').map((s) => s.trim())) {
      if (!stemCategory.has(stem)) stemCategory.set(stem, category!);
      if (!byForm.has(stem) && !notPowerWords.has(stem)) byForm.set(stem, { category: category!, stem });
    }
  }
  const add = (form: string, stem: string) => {
    const category = stemCategory.get(stem);
    if (!category || byForm.has(form) || notPowerWords.has(form) || notPowerWords.has(stem)) return;
    if (!functionWords.has(form)) byForm.set(form, { category, stem });
  };
  for (const [form, stem] of inflected) add(form, stem);
  for (const [form, lemma] of hunspellTables().lemmaOf) add(form, lemma);
  // A stem that is itself a form of another stem of its category is listed under that one ("døde" under "død")
  const lemmaOfStem = (stem: string) => {
    for (const base of [inflected.get(stem), hunspellTables().lemmaOf.get(stem), verbLemma(stem)])
      if (base !== undefined && base !== stem && stemCategory.get(base) === stemCategory.get(stem)) return base;
    return stem;
  };
  const lemmaOf = new Map<string, string>();
  for (const [form, hit] of byForm) lemmaOf.set(form, lemmaOfStem(hit.stem));
  return { byForm, categories, lemmaOf };
}

/** The power words' forms, loaded once per process or worker from the lexicon artefact. */
export const powerWordCategories = (): PowerWords => lexiconTable('powerWords');
