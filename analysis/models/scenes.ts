/**
 * Scenes: the book's characters (names that speak, act, are addressed or carry a title) and its places (names
 * after place prepositions or in the gazetteer, and settings named by a definite noun that recurs after a
 * place preposition: "Kroen", "Præstegaarden"). Most prominent first; `score` is the share of all mentions of
 * its kind. Each list holds at most 200 entries.
 */
import type { ScenesCharacters, ScenesLocations } from '../../schemas/models/scenes.ts';
import { definiteForms, nameKey } from '../lexicons/names.ts';
import type { Paragraph } from '../text/document.ts';
import { findNames } from '../text/names.ts';
import { buildEntities, kindOf, type NamedEntity } from '../text/names-entities.ts';
import { collectEvidence } from '../text/names-evidence.ts';
import { isPlacePreposition, roleCues } from '../text/names-roles.ts';
import type { ModelAnalyser } from './analyser.ts';

export const listCap = 200;
/** A setting noun counts as a place when it follows a place preposition this many times. */
export const settingMinimum = 5;
/** Mentions a place outside the gazetteer needs to be listed. */
export const placeMinimum = 3;

export interface BookCast {
  characters: ScenesCharacters;
  locations: ScenesLocations;
}

export function bookEntities(paragraphs: readonly Paragraph[], nouns = definiteNouns(paragraphs)) {
  const evidence = collectEvidence(paragraphs);
  const mentions = findNames(paragraphs, evidence).map((mention) => ({
    mention,
    cues: roleCues(mention, paragraphs),
  }));
  return { mentions, ...buildEntities(mentions, nouns.titles) };
}

export function bookCast(paragraphs: readonly Paragraph[]): BookCast {
  const nouns = definiteNouns(paragraphs);
  const { entities } = bookEntities(paragraphs, nouns);
  const characters = entities.filter(
    (entity) => kindOf(entity) === 'person' && (entity.occurrences >= 2 || entity.titles.size > 0),
  );
  // A place the gazetteer does not know needs a few mentions: one "i Fløiel" is no place.
  const places: { name: string; occurrences: number }[] = entities.filter(
    (entity) => kindOf(entity) === 'place' && (entity.inGazetteer || entity.occurrences >= placeMinimum),
  );
  places.push(...nouns.settings);
  return { characters: ranked(characters), locations: ranked(places) };
}

function ranked(entities: readonly Pick<NamedEntity, 'name' | 'occurrences'>[]) {
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
  for (const paragraph of paragraphs) {
    for (const sentence of paragraph.sentences) {
      sentence.words.forEach((word, index) => {
        const last = word.form.at(-1);
        if (last !== 'n' && last !== 't') return;
        const key = word.form.includes('aa') ? nameKey(word.text) : word.form;
        const definite = definiteForms().get(key);
        if (!definite) return;
        if (definite.title) titles.set(key, (titles.get(key) ?? 0) + 1);
        if (!definite.setting) return;
        let setting = settings.get(key);
        if (!setting) {
          setting = { afterPreposition: 0, occurrences: 0, forms: new Map() };
          settings.set(key, setting);
        }
        setting.occurrences++;
        setting.forms.set(word.text, (setting.forms.get(word.text) ?? 0) + 1);
        if (index > 0 && isPlacePreposition(sentence.words[index - 1]!.form)) setting.afterPreposition++;
      });
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
  analyse: ({ text }) => {
    const cast = bookCast(text.paragraphs);
    return [
      { section: 'characters', content: cast.characters },
      { section: 'locations', content: cast.locations },
    ];
  },
};
