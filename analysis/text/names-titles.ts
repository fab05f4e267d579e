/** Titles used as nouns: "Skovrideren" is the title "Skovrider" in the definite form, not a name. */
import { definiteForms } from '../lexicons/names.ts';

/** The title a definite noun stands for: "skovrideren" → "skovrider", "grevinden" → "grevinde". */
export function titleOfDefinite(key: string): string | undefined {
  return definiteForms().get(key)?.title;
}

/** Titles only a woman carries ("Fru Berg" is not Berg): a woman's surname mention is a name of its own. */
const womensTitles = new Set(
  'fru frue madam madame mamsel mademoiselle frøken frk jomfru jomfrue enkefrue grevinde komtesse baronesse baroninde hertuginde prinsesse dronning lærerinde tante moster faster søster moder mor bedstemor'.split(
    ' ',
  ),
);

/** A woman's title ("fru", "madam", "grevinde", "etatsrådinde"), by key without a full stop. */
export function isWomansTitle(title: string): boolean {
  return womensTitles.has(title) || (title.endsWith('inde') && title.length > 6);
}

/** Titles that are adjectives or kin words: "lille Poul", "Fader Niels", but also "Lille Børn", "Fader Ret". */
export const looseTitles: ReadonlySet<string> = new Set(
  'lille gamle unge store fader moder broder søster bror far mor onkel tante'.split(' '),
);

const titleSpellings = new Map([
  ['madame', 'madam'],
  ['frue', 'fru'],
  ['jomfrue', 'jomfru'],
  ['frk', 'frøken'],
]);

/** One key for the spellings of a woman's title: "Madame Hof" and "Madam Hof" are one name. */
export function womansTitleKey(title: string): string {
  return titleSpellings.get(title) ?? title;
}
