/**
 * The domain a power word's category claims (issue 28 points 3 and 6, 2026-11-27, eighth session). Two categories
 * claim an event, not a feeling: 'vold' says someone is hurt, 'død' that someone dies or is buried. A word that
 * names the act or the event itself (myrde, dræbe, kvæle, krig, død, døende) makes that claim wherever it stands; a word of the
 * body, a thing or a manner (blod, blodig, brutal, voldelig, begravet, kniv) makes it only where its scene is one
 * of violence or death, and elsewhere is the body, a temper, a thing or a manner ("foer Blodet ham op i Hovedet",
 * "det unge Blod", "et brutalt Eksprestog", "en halvt begravet Kogle", "voldeligt følge en Tanke"). The rounds
 * before named such uses word by word ('Kød og Blod'); here the scene decides: another lemma within `domainWindow`
 * words of the same paragraph that belongs to the category's domain, a power word of the same category or a word of
 * the semantic fields of the domain (analysis/lexicons/semantic-fields.ts: violence, war, crime for 'vold'; death
 * and burial, illness for 'død'). The feeling categories (frygt, sorg, kærlighed …) claim the feeling the word
 * names, and keep their rules.
 */
import { semanticFields } from '../lexicons/semantic-fields.ts';
import type { Word } from '../text/document.ts';

/** How near a word of the domain must stand, in words, inside the paragraph. */
export const domainWindow = 40;

/** The semantic fields that make up the domain of each event category. */
const domainFields: Record<string, readonly string[]> = {
  vold: ['Vold og kamp', 'Krig og militær', 'Forbrydelse og politi'],
  død: ['Død og begravelse', 'Sygdom og helbred'],
};

/** Stems of the event categories that name the act itself: they claim the event wherever they stand. */
const actStems = new Set(
  'mord myrde myrdede dræbe dræbte drab kvæle kvalte lemlæste tortur torturere overfald krig død døde døende dødsleje dødsfald drukne druknede selvmord'.split(
    ' ',
  ),
);

/** Whether a power word of this category and stem needs the scene of its domain. */
export function needsDomain(category: string, stem: string): boolean {
  return Object.hasOwn(domainFields, category) && !actStems.has(stem);
}

/** One word of a domain in a paragraph: where it stands and its lemma. */
export interface DomainWord {
  at: number;
  lemma: string;
}

let fieldIndexes: Map<string, Set<number>> | undefined;

function indexesOf(category: string): Set<number> {
  if (!fieldIndexes) {
    const { names } = semanticFields();
    fieldIndexes = new Map(
      Object.entries(domainFields).map(([name, fields]) => [name, new Set(fields.map((f) => names.indexOf(f)))]),
    );
  }
  return fieldIndexes.get(category) ?? new Set();
}

/**
 * The words of the category's domain among a paragraph's words, positions counted over the paragraph's words from
 * 1, as the power words count them.
 */
export function domainWords(sentences: readonly { words: readonly Word[] }[], category: string): DomainWord[] {
  const { forms } = semanticFields();
  const wanted = indexesOf(category);
  const found: DomainWord[] = [];
  let at = 0;
  for (const { words } of sentences)
    for (const word of words) {
      at++;
      const form = word.form;
      const field = forms.get(form) ?? (form.includes('aa') ? forms.get(form.replaceAll('aa', 'å')) : undefined);
      if (field?.fields.some((index) => wanted.has(index))) found.push({ at, lemma: field.lemma });
    }
  return found;
}

/** One power word as the domain check sees it. */
interface EventHit {
  at: number;
  category: string;
  stem: string;
  lemma: string;
}

/** The index of the first domain word at or after `at` (the words are ordered by position). */
function firstAtOrAfter(words: readonly DomainWord[], at: number): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.at < at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The hits that keep their category: every hit of a feeling category or of an act; a hit of an event category's
 * body, thing or manner when another lemma of its domain stands within `domainWindow` words. `hits` are ordered by
 * position, and so are the words `domainOf` gives (a category's field words in the paragraph, computed only when
 * asked); each hit looks only inside its window, so a paragraph of any length costs its hits times the few words
 * that stand near them.
 */
export function inTheirDomain<T extends EventHit>(
  hits: readonly T[],
  domainOf: (category: string) => DomainWord[],
): T[] {
  return hits.filter((hit, i) => {
    if (!needsDomain(hit.category, hit.stem)) return true;
    // another word: not the hit itself under its field lemma ('begravet' is 'begrave' in the fields)
    const supports = (at: number, lemma: string) => at !== hit.at && lemma !== hit.lemma;
    const sameCategory = (other: T) => other.category === hit.category && supports(other.at, other.lemma);
    for (let j = i - 1; j >= 0 && hit.at - hits[j]!.at <= domainWindow; j--) if (sameCategory(hits[j]!)) return true;
    for (let j = i + 1; j < hits.length && hits[j]!.at - hit.at <= domainWindow; j++)
      if (sameCategory(hits[j]!)) return true;
    const words = domainOf(hit.category);
    for (let j = firstAtOrAfter(words, hit.at - domainWindow); j < words.length; j++) {
      const word = words[j]!;
      if (word.at > hit.at + domainWindow) break;
      if (supports(word.at, word.lemma)) return true;
    }
    return false;
  });
}
