/**
 * Scenes: the book's characters (names that speak, act, are addressed or carry a title) and its places (names
 * after place prepositions or in the gazetteer, and settings named by a definite noun that recurs after a
 * place preposition: "Kroen", "Præstegaarden"). Most prominent first; `score` is the share of all mentions of
 * its kind. Each list holds at most 200 entries. The global section gives the cast and settings in figures: how
 * many, the main character's share of all character mentions and the place mentions per 10,000 words (the
 * figures the Karakter and Scener recommendations read).
 */
import type { ScenesCharacters, ScenesGlobal, ScenesLocations } from '../../schemas/models/scenes.ts';
import { definiteForms, nameKey } from '../lexicons/names.ts';
import { lexicalTense } from '../lexicons/verb-tense.ts';
import { ignorePassages, type PassageRecorder } from '../passages/recorder.ts';
import type { Paragraph, Word } from '../text/document.ts';
import { findNames, type NameMention } from '../text/names.ts';
import {
  buildEntities,
  hasOffice,
  hasPersonEvidence,
  isListedPlace,
  kindOf,
  type NamedEntity,
} from '../text/names-entities.ts';
import { collectEvidence } from '../text/names-evidence.ts';
import { isPlacePreposition, roleCues } from '../text/names-roles.ts';
import type { ModelAnalyser } from './analyser.ts';
import { countPersons, narratorPerson } from './perspective.ts';
import { percent, perTenThousandWords } from './shares.ts';

export const listCap = 200;
/** A setting noun counts as a place when it follows a place preposition this many times. */
export const settingMinimum = 5;
/** Mentions a place outside the gazetteer needs to be listed. */
export const placeMinimum = 3;

export interface BookCast {
  characters: ScenesCharacters;
  locations: ScenesLocations;
  global: ScenesGlobal;
}

type Counted = Pick<NamedEntity, 'name' | 'occurrences'>;

export function bookEntities(paragraphs: readonly Paragraph[], nouns = definiteNouns(paragraphs)) {
  const evidence = collectEvidence(paragraphs);
  const mentions = findNames(paragraphs, evidence).map((mention) => ({
    mention,
    cues: roleCues(mention, paragraphs),
  }));
  return { mentions, spelling: evidence.spelling, ...buildEntities(mentions, nouns.titles) };
}

export function bookCast(paragraphs: readonly Paragraph[], passages: PassageRecorder = ignorePassages): BookCast {
  const nouns = definiteNouns(paragraphs);
  const { entities, mentions, spelling } = bookEntities(paragraphs, nouns);
  const characters = entities.filter(
    (entity) =>
      kindOf(entity) === 'person' &&
      (entity.occurrences >= 2 || hasOffice(entity)) &&
      hasPersonEvidence(entity, spelling),
  );
  // A place the gazetteer does not know needs a few mentions: one "i Fløiel" is no place.
  const namedPlaces = entities.filter(
    (entity) => kindOf(entity) === 'place' && isListedPlace(entity, spelling, placeMinimum),
  );
  recordNamePassages(paragraphs, [...characters, ...namedPlaces], mentions, passages);
  const cast: Counted[] = withNarrator(paragraphs, characters, entities);
  const places: { name: string; occurrences: number }[] = [...namedPlaces, ...nouns.settings];
  const words = paragraphs.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
  return { characters: ranked(cast), locations: ranked(places), global: castFigures(cast, places, words) };
}

/** The narrator's 'jeg', 'mig', 'min' outside speech: the mentions of a first-person narrator. */
const narratorForms = new Set(['jeg', 'mig', 'min', 'mit', 'mine']);
export const narratorName = 'Jeg-fortælleren';

/**
 * A book told in the first person (the Perspektiv page's verdict) has its narrator in the cast: under the name
 * the narration gives ("jeg hedder Aksel", "mit navn er Aksel") when that name is a listed character, whose
 * mentions then count the narrator's pronouns too, else as 'Jeg-fortælleren'.
 */
function withNarrator(
  paragraphs: readonly Paragraph[],
  characters: readonly NamedEntity[],
  entities: readonly NamedEntity[],
): Counted[] {
  const cast: Counted[] = characters.map((entity) => ({ name: entity.name, occurrences: entity.occurrences }));
  if (narratorPerson(countPersons(paragraphs)) !== '1st') return cast;
  let pronouns = 0;
  let given: string | undefined;
  const tenses = { jeg: { past: 0, all: 0 }, third: { past: 0, all: 0 } };
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      const words = sentence.words;
      for (let index = 0; index < words.length; index++) {
        const word = words[index]!;
        if (word.inDialogue) continue;
        const subject = word.form === 'jeg' ? tenses.jeg : thirdSubjects.has(word.form) ? tenses.third : undefined;
        if (subject) countTense(subject, words, index);
        if (!narratorForms.has(word.form)) continue;
        pronouns++;
        given ??= nameGiven(words, index);
      }
    }
  }
  if (pronouns === 0 || !toldByJeg(tenses.jeg, tenses.third)) return cast;
  // The name the narration gives is evidence enough of a person ("Jeg hedder Aksel": "aksel" is a word too).
  const named = given === undefined ? undefined : entities.find((entity) => entity.keys.has(given!));
  const listed = cast.find((entry) => entry.name === named?.name);
  if (listed) listed.occurrences += pronouns;
  else if (named) cast.push({ name: named.name, occurrences: named.occurrences + pronouns });
  else cast.push({ name: narratorName, occurrences: pronouns });
  return cast;
}

const thirdSubjects = new Set(['han', 'hun']);

/** The tense of the finite verb right after the subject at `index` or right before it ("sagde jeg"), if any. */
function countTense(count: { past: number; all: number }, words: readonly Word[], index: number): void {
  const tense = lexicalTense(words[index + 1]?.form ?? '') ?? lexicalTense(words[index - 1]?.form ?? '');
  if (tense === undefined) return;
  count.all++;
  if (tense === 'Past') count.past++;
}

/**
 * A narrator's 'jeg' is told in the tense of the narration: in a book whose 'han' and 'hun' act in the past, a
 * 'jeg' mostly in the present ("Jeg skal hjem, sae hun") is speech set without quotation marks, and the book
 * has no first-person narrator. The share of 'jeg' in the past must reach half the share of 'han'/'hun' in it.
 */
export function toldByJeg(jeg: { past: number; all: number }, third: { past: number; all: number }): boolean {
  if (jeg.all === 0 || third.all === 0) return true;
  return (jeg.past / jeg.all) * 2 >= third.past / third.all;
}

/** The name after "jeg hedder" or "mit navn er/var" (key), if the narration gives one here. */
function nameGiven(words: readonly Word[], index: number): string | undefined {
  const form = words[index]!.form;
  const next = words[index + 1]?.form;
  const name = (at: number) => {
    const word = words[at];
    return word && /^\p{Lu}/u.test(word.text) ? nameKey(word.text) : undefined;
  };
  if (form === 'jeg' && (next === 'hedder' || next === 'hed')) return name(index + 2);
  if (form === 'mit' && next === 'navn' && (words[index + 2]?.form === 'er' || words[index + 2]?.form === 'var')) {
    return name(index + 3);
  }
  return undefined;
}

/** Where each listed character and named place is mentioned (key: the name the page lists). */
function recordNamePassages(
  paragraphs: readonly Paragraph[],
  listed: readonly NamedEntity[],
  mentions: readonly { mention: NameMention }[],
  passages: PassageRecorder,
): void {
  const nameOf = new Map<string, string>();
  for (const entity of listed) for (const key of entity.keys) nameOf.set(key, entity.name);
  for (const { mention } of mentions) {
    const name = nameOf.get(mention.key);
    if (name === undefined) continue;
    const paragraph = paragraphs[mention.paragraph]!;
    const words = paragraph.sentences[mention.sentence]!.words;
    const last = words[mention.last]!;
    passages.record('Scenes', name, paragraph, words[mention.first]!.start, last.start + last.text.length);
  }
}

/** The cast and settings in figures; every figure 0 for a book without names or words. */
export function castFigures(characters: readonly Counted[], places: readonly Counted[], words: number): ScenesGlobal {
  const mentions = (entities: readonly Counted[]) => entities.reduce((sum, entity) => sum + entity.occurrences, 0);
  const main = characters.reduce((most, entity) => Math.max(most, entity.occurrences), 0);
  return {
    number_of_characters: characters.length,
    number_of_locations: places.length,
    percentage_main_character: percent(main, mentions(characters)),
    location_mentions_per_10000_words: perTenThousandWords(mentions(places), words),
  };
}

function ranked(entities: readonly Counted[]) {
  const total = entities.reduce((sum, entity) => sum + entity.occurrences, 0);
  return [...entities]
    .sort((a, b) => b.occurrences - a.occurrences || a.name.localeCompare(b.name, 'da'))
    .slice(0, listCap)
    .map((entity) => ({
      name: entity.name,
      score: Math.round((entity.occurrences / total) * 10_000) / 10_000,
      occurrences: entity.occurrences,
    }));
}

/**
 * Definite nouns of two kinds, in any case: titles standing for a person ("Skovrideren") and settings
 * ("Kroen") with how often they follow a place preposition.
 */
function definiteNouns(paragraphs: readonly Paragraph[]) {
  const titles = new Map<string, number>();
  const settings = new Map<string, { afterPreposition: number; occurrences: number; forms: Map<string, number> }>();
  const forms = definiteForms();
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      const words = sentence.words;
      for (let index = 0; index < words.length; index++) {
        const word = words[index]!;
        // Every definite form ends in -n or -t: most words are passed over without a look-up.
        const last = word.form.charCodeAt(word.form.length - 1);
        if (last !== 110 && last !== 116) continue;
        const key = word.form.includes('aa') ? nameKey(word.text) : word.form;
        const definite = forms.get(key);
        if (!definite) continue;
        if (definite.title) titles.set(key, (titles.get(key) ?? 0) + 1);
        if (!definite.setting) continue;
        let setting = settings.get(key);
        if (!setting) {
          setting = { afterPreposition: 0, occurrences: 0, forms: new Map() };
          settings.set(key, setting);
        }
        setting.occurrences++;
        setting.forms.set(word.text, (setting.forms.get(word.text) ?? 0) + 1);
        if (index > 0 && isPlacePreposition(words[index - 1]!.form)) setting.afterPreposition++;
      }
    }
  }
  return {
    titles,
    settings: [...settings.values()]
      .filter((setting) => setting.afterPreposition >= settingMinimum)
      .map((setting) => ({ name: shownSetting(setting.forms), occurrences: setting.occurrences })),
  };
}

function shownSetting(forms: ReadonlyMap<string, number>): string {
  const [form] = [...forms].sort((a, b) => b[1] - a[1])[0]!;
  return form[0]!.toUpperCase() + form.slice(1);
}

export const scenesAnalyser: ModelAnalyser = {
  model: 'Scenes',
  analyse: ({ text, passages }) => {
    const cast = bookCast(text.paragraphs, passages);
    return [
      { section: 'global', content: cast.global },
      { section: 'characters', content: cast.characters },
      { section: 'locations', content: cast.locations },
    ];
  },
};
