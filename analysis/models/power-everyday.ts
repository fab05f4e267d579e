/**
 * Everyday senses of power words that Danish usage tells by the words around them (issue 28 points 3 and 6,
 * thirteenth session; the kinds of error of held-out read M, written as general Danish usage, not as its items):
 * - 'savne' of lacking or of looking for something: the s-passive ("der savnes Penge", "Hatten savnedes"), 'savnet'
 *   after a form of 'være' (was missing), and an object that is a bare noun ("savner Kræfter", "savnede
 *   Forstaaelse"), an indefinite pronoun ("han savnede intet", "har savnet noget", "savnede det") or a thing one
 *   carries or wears ("savnede sin Hat"); missing a person ("savnede hende", "savner sin Moder", "savnede Marie") or
 *   a loved thing with its determiner ("savnede Hjemmet", "vore Samtaler") stays the longing;
 * - 'tilgive' as a courtesy: the one addressed ("tilgiv", "De tilgiver", "Vil De tilgive") asked to pardon a
 *   manner, a remark or a liberty ("tilgiv mig den Frihed", "De maa tilgive mig min Iver"); a wrong ("tilgiv mig min
 *   Synd") and the pardon of a person ("tilgiv ham") stay;
 * - 'lidelse' of the body: an ailment in a part of it ("en Lidelse i Knæet") or named bodily, chronic or nervous
 *   ("en kronisk Lidelse", "en nervøs Lidelse");
 * - 'modig' of a mild encouragement: made bolder ("gøre ham modigere", "det gjorde hende modig") or emboldened by
 *   something ("modig ved hans Bifald"), not the courage of a deed ("hun var modig og blev").
 * - 'forføre til' something or to do something ("forføre et ungt Menneske til at blive en Forræder", "forførte ham
 *   til Udsvævelser"): leading astray, enticing into a deed or a vice, not desire (fourteenth session, the kinds of
 *   error of held-out read R).
 * - 'forbitre' as a verb with its object ("hun forbitrede hans Liv", "har forbitret hende Dagen"): to spoil or sour
 *   something for someone, not anger; "blev forbitret", "forbitret paa" and "de forbitrede Bønder" stay (fourteenth
 *   session, the kinds of error of held-out read U).
 * 'urolig' of light, air and water (movement seen, "Lyset flakkede uroligt") is a rule of power-idioms.ts, beside
 * the quiver of light.
 */
import { hunspellTables } from '../lexicons/hunspell.ts';
import { semanticFields } from '../lexicons/semantic-fields.ts';
import type { Word } from '../text/document.ts';
import { clauseAdverbs, determiners, prepositions } from '../text/function-words.ts';
import { isNameHere } from '../text/name-word.ts';
import { isNounForm } from './noun-forms.ts';

const words = (text: string) => new Set(text.split(' '));
const formAt = (list: readonly Word[], index: number) => list[index]?.form ?? '';

/** Whether a form is a word of one of the named semantic fields. */
function inField(form: string, fieldNames: readonly string[]): boolean {
  const { forms, names } = semanticFields();
  const fields = forms.get(form)?.fields ?? [];
  return fields.some((field) => fieldNames.includes(names[field] ?? ''));
}

const personPronouns = words('ham hende dig dem mig os jer eder hinanden sig nogen');
/** Nouns of people beyond the field of the family (which the semantic fields give). */
const personNouns = words(
  'mand manden mænd mændene kvinde kvinden kvinder kvinderne kone konen ven vennen venner vennerne veninde veninden kæreste kæresten elsker elskeren elskede menneske mennesket mennesker menneskene folk folkene pige pigen piger pigerne dreng drengen drenge drengene herre herren frue fruen frøken frøkenen dame damen damer ledsager ledsageren selskab selskabet konge kongen dronning dronningen fyrste fyrsten hertug hertugen greve greven prins prinsen prinsesse prinsessen',
);

/** Whether the word names a person: a person noun, a noun of the family, or a name. */
function isPerson(word: Word): boolean {
  return personNouns.has(word.form) || inField(word.form, ['Familie']) || isNameHere(word);
}

const definiteEndings = ['erne', 'ene', 'en', 'et', 'ne', 'n', 't'];

/** A definite noun ("Hjemmet", "Storken", "Kræfterne"): a noun of the dictionary with the article added. */
function isDefinite(form: string): boolean {
  const nouns = hunspellTables().nominalWords;
  return definiteEndings.some((ending) => {
    if (!form.endsWith(ending) || form.length <= ending.length + 2) return false;
    const stem = form.slice(0, -ending.length);
    // "Hjemmet": the doubled consonant before the article
    return nouns.has(stem) || (stem.at(-1) === stem.at(-2) && nouns.has(stem.slice(0, -1)));
  });
}

const missForms = words('savne savner savnede savnet savnende');
const passiveMissForms = words('savnes savnedes');
const beForms = words('er var være været');
const haveForms = words('har havde have haft');
/** Words that may stand between 'savne' and its object: sentence adverbs, degree words and an inverted subject. */
const beforeObject = new Set([
  ...clauseAdverbs,
  ...words('han hun jeg du vi man meget dybt så ret rigtig rigtigt særlig inderlig inderligt'),
]);
/** Degree words that make the passive a loss felt ("savnes saa dybt", "savnedes bitterligt"). */
const feltDegrees = words('dybt dybere bitterligt bitterlig inderligt inderlig hårdt meget sårt såre');
/** An auxiliary right before the word, or before an inverted subject or adverb ("var han savnet", "har længe savnet"). */
function after(list: readonly Word[], index: number, auxiliaries: ReadonlySet<string>): boolean {
  if (auxiliaries.has(formAt(list, index - 1))) return true;
  return auxiliaries.has(formAt(list, index - 2)) && beforeObject.has(formAt(list, index - 1));
}
/** What one lacks rather than misses: indefinite pronouns; 'den' and 'det' as pronouns. */
const indefinites = words('noget intet ingenting alt andet');
/** Things one carries or wears, which one looks for when they are not there. */
const carriedThings = words(
  'stok stokken paraply paraplyen pung pungen tegnebog tegnebogen nøgle nøglen nøgler nøglerne ur uret lommetørklæde lommetørklædet papirer papirerne brev brevet bog bogen briller brillerne kniv kniven pibe piben',
);

/** Whether a comma, a dash or another mark stands between the word at `index` and the next one. */
function markAfter(list: readonly Word[], index: number): boolean {
  const [word, next] = [list[index], list[index + 1]];
  return word !== undefined && next !== undefined && next.start > word.start + word.text.length + 1;
}

/** The first word of the object of 'savne' at `index`, past adverbs and an inverted subject; -1 past a mark. */
function objectStart(list: readonly Word[], index: number): number {
  let at = index;
  do {
    if (markAfter(list, at)) return -1;
    at++;
  } while (at < list.length && at <= index + 3 && beforeObject.has(formAt(list, at)));
  return at;
}

/** Words after 'den' or 'det' that make it the pronoun ("savnede det ikke"), not the article. */
const afterPronoun = new Set([...clauseAdverbs, ...prepositions, ...words('og men eller at som der')]);

/** 'savne' of lacking or looking for: passive, after 'være', or with the object of a lack (see the head comment). */
function isLack(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index);
  if (passiveMissForms.has(form))
    return ![-2, -1, 1, 2].some((offset) => feltDegrees.has(formAt(list, index + offset)));
  if (!missForms.has(form)) return false;
  if (form === 'savnet') {
    // "var savnet" (was missing); 'Savnet' with no auxiliary is the noun, the loss ("Savnet steg op")
    if (after(list, index, beForms)) return true;
    if (!after(list, index, haveForms)) return false;
  }
  // "den længe savnede Lykke": the attributive participle, longed for
  if ([1, 2].some((back) => determiners.has(formAt(list, index - back)) || formAt(list, index - back) === 'den'))
    return false;
  const at = objectStart(list, index);
  const object = list[at];
  if (object === undefined || personPronouns.has(object.form)) return false;
  if (indefinites.has(object.form)) return true;
  if (object.form === 'den' || object.form === 'det') {
    // the pronoun ("savnede det"), not the article ("savnede den gamle Mand")
    const next = list[at + 1];
    if (next === undefined || markAfter(list, at) || afterPronoun.has(next.form)) return true;
  }
  if (determiners.has(object.form) || ['den', 'det', 'de'].includes(object.form)) {
    const head = list.slice(at + 1, at + 4).find((word) => isNounForm(word.form));
    return (
      head !== undefined && !isPerson(head) && (carriedThings.has(head.form) || inField(head.form, ['Tøj og udseende']))
    );
  }
  // a bare noun: "savner Kræfter", "savnede Forstaaelse" (not a name, a person or a definite noun)
  return isNounForm(object.form) && !isPerson(object) && !isDefinite(object.form);
}

const pardonForms = words('tilgiv tilgiver tilgive');
const addressees = words('de du i');
/** The wrongs one asks pardon for in earnest. */
const wrongs = words(
  'synd synden synder synderne skyld skylden brøde brøden uret uretten forbrydelse forbrydelsen forbrydelser fornærmelse fornærmelsen troløshed troløsheden bedrag bedraget svig forræderi forræderiet løgn løgnen løgne fejl fejlen fejltrin fejltrinet misgerning misgerninger overtrædelse gerning gerninger',
);
const pardonedLeads = new Set([...determiners, 'den', 'det']);

/** 'tilgive' as a courtesy: the one addressed asked to pardon a manner or a liberty ("tilgiv mig den Frihed"). */
function isCourtesyPardon(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index);
  if (!pardonForms.has(form)) return false;
  const addressed = form === 'tilgiv' || [-3, -2, -1, 1].some((offset) => addressees.has(formAt(list, index + offset)));
  if (!addressed) return false;
  let at = index + 1;
  if (['mig', 'os'].includes(formAt(list, at))) at++;
  if (!pardonedLeads.has(formAt(list, at)) || formAt(list, at + 1) === 'alt') return false;
  // the noun phrase, to a comma or other mark ("min Iver, Frue": the address is no part of it)
  const phrase: Word[] = [];
  for (let i = at + 1; i < at + 4 && i < list.length && !markAfter(list, i - 1); i++) phrase.push(list[i]!);
  // a wrong, or a person pardoned ("tilgiv din Fader", "min naadige Herre"), is forgiveness in earnest
  if (phrase.some((word) => wrongs.has(word.form) || isPerson(word))) return false;
  return phrase.some((word) => isNounForm(word.form));
}

const sufferingForms = words('lidelse lidelsen lidelser lidelserne');
const bodilyWords = words(
  'legemlig legemlige fysisk fysiske kronisk kroniske nervøs nervøse organisk organiske gigtisk gigtiske reumatisk reumatiske rheumatisk rheumatiske',
);
/** The body's parts that stand for the soul, not for an ailment ("Hjertets Lidelser"). */
const soulParts = words('hjerte hjertet hjertes hjertets sjæl sjælen');

/** 'lidelse' of the body: "en Lidelse i Knæet", "en kronisk Lidelse". */
function isAilment(list: readonly Word[], index: number): boolean {
  if (!sufferingForms.has(formAt(list, index))) return false;
  if (bodilyWords.has(formAt(list, index - 1))) return true;
  if (formAt(list, index + 1) !== 'i') return false;
  return list.slice(index + 2, index + 5).some((word) => !soulParts.has(word.form) && inField(word.form, ['Kroppen']));
}

const braveForms = words('modig modigt modige modigere modigst modigste');
const makeForms = words('gøre gør gjorde gjort gøres');

/** 'modig' of encouragement: "gøre ham modigere" (up to three words after 'gøre'), "modig ved hans Bifald". */
function isEncouraged(list: readonly Word[], index: number): boolean {
  if (!braveForms.has(formAt(list, index))) return false;
  // "modig ved hans Bifald" (emboldened by); not "modig ved at se" (brave in doing)
  if (formAt(list, index + 1) === 'ved' && formAt(list, index + 2) !== 'at') return true;
  return [1, 2, 3].some((back) => makeForms.has(formAt(list, index - back)));
}

const leadAstrayForms = words('forføre forfører forførte forført forføres forførtes');

/** 'forføre' with 'til' within five words after it, before any mark of a new clause: led into a deed or a vice. */
function isLedAstray(list: readonly Word[], index: number): boolean {
  if (!leadAstrayForms.has(formAt(list, index))) return false;
  return list.slice(index + 1, index + 6).some((word) => word.form === 'til');
}

const subjectsBeforeVerb = words('jeg du han hun vi man'); // not 'de': an article too ("de forbitrede Bønder")

/** 'forbitre' as the verb to spoil: 'forbitrede' after its subject, 'forbitret' after 'have'. */
function isSpoilt(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index);
  const before = formAt(list, index - 1);
  if (form === 'forbitrede') return subjectsBeforeVerb.has(before);
  return form === 'forbitret' && haveForms.has(before);
}

/** Every form a rule above starts from. */
const ruleForms = new Set([
  'forbitrede',
  'forbitret',
  ...missForms,
  ...passiveMissForms,
  ...pardonForms,
  ...sufferingForms,
  ...braveForms,
  ...leadAstrayForms,
]);

/** Whether the power word at `index` has an everyday sense that its neighbours show. */
export function isEverydayUse(list: readonly Word[], index: number): boolean {
  if (!ruleForms.has(formAt(list, index))) return false;
  return (
    isLack(list, index) ||
    isCourtesyPardon(list, index) ||
    isAilment(list, index) ||
    isEncouraged(list, index) ||
    isLedAstray(list, index) ||
    isSpoilt(list, index)
  );
}
