/**
 * Danish phrases in which a power word is bleached (issue 28 points 3 and 6, 2026-11-28, twelfth session): the
 * word stands, but the phrase means something everyday, and a Danish reader hears no death, love, anger or
 * violence in it. Written from Danish usage and from the kinds of error of the tuning reads (docs/QUALITY.md), not
 * from any one item:
 * - oaths: "Død og Pine", "Død og Plage", "Mord og Brand";
 * - 'ondt' of pain, pity or trouble: "det gør ondt", "have ondt af", "ondt i Hovedet", "ondt ved at";
 * - 'elske' and 'hade' of a liking: with food or drink ("elskede Mad"), or before an infinitive ("elsker at
 *   danse", "hader at vente");
 * - 'glæde nogen med' (to please someone with a visit or a gift) and 'lette nogen for' (to relieve someone of
 *   money): a courtesy, often ironic;
 * - 'kvæle' of a sound or a feeling held back ("kvalte et Suk", "med kvalt Stemme", "en kvalt og undertrykt
 *   Attraa") or of growth choked ("kvalte al anden Vækst"): no violence;
 * - a feeling paired with its opposite ("i Sorg og Glæde", "Glæde og Sorg", "Lykke og Ulykke", "Smil og Taarer"):
 *   the whole range of a life, said as a formula, no feeling of the scene (fourteenth session);
 * - 'drukne' in a crowd, in work or in tears: a figure;
 * - a kiss of devotion or of the ground ("kyssede Korset", "kysse Jorden"): no love;
 * - 'sitre' and 'skælve' of light, air or leaves ("Luften sitrede af Hede"), and 'urolig' of light, water or shadows
 *   (movement seen: "Lyset flakkede uroligt", "det urolige Vand"; thirteenth session): no tension;
 * - the beat of a heart, a wing, a wave or a clock ("Hjertets Slag"), a stroll ("gik et Slag"): no blow;
 * - "i ensom Majestæt" (standing alone, said in jest), "til al Ulykke" (as luck would have it), "til Skræk og
 *   Advarsel" (a cautionary example), "til Latter" (ridicule), "af al Magt" (with all one's strength), "ved Magt"
 *   (in force), "et Angreb af Gigt" (an illness), "rasende travlt" and "fortvivlet lidt" (degrees), "det døde Punkt"
 *   and "dødt Løb" (fixed phrases), 'ydmyge' before a noun (the adjective humble: "min ydmyge Stilling").
 */
import { semanticFields } from '../lexicons/semantic-fields.ts';
import type { Word } from '../text/document.ts';
import { determiners, subjectWords } from '../text/function-words.ts';
import { isNounForm } from './noun-forms.ts';

const words = (text: string) => new Set(text.split(' '));
const formAt = (list: readonly Word[], index: number) => list[index]?.form ?? '';

/** "Død og Pine", "Mord og Brand": the two words of an oath, either of them the power word. */
const oaths = ['død og pine', 'død og plage', 'mord og brand', 'død og helvede'].map((oath) => oath.split(' '));

function inOath(list: readonly Word[], index: number): boolean {
  return oaths.some((oath) =>
    oath.some(
      (part, offset) =>
        part === formAt(list, index) && oath.every((word, i) => formAt(list, index - offset + i) === word),
    ),
  );
}

const doForms = words('gør gøre gjorde gjort');
const haveForms = words('har have havde haft får få fik fået');

/**
 * 'ondt' of pain, pity or trouble: after 'gøre' (up to two words between: "gjorde det ondt", "det gør mig ondt"),
 * after 'have' or 'få' with 'af', 'i' or nothing after it ("har saa ondt af", "fik ondt i Maven", "jeg faar
 * ondt"), "ondt ved at" (trouble), "ondt af sig" (complaint). "noget ondt i ham", "sagt noget ondt om" and
 * "glimtede ondt" stay evil.
 */
function isPainOrPity(list: readonly Word[], index: number): boolean {
  if (formAt(list, index) !== 'ondt') return false;
  const [next, after] = [formAt(list, index + 1), formAt(list, index + 2)];
  if ((next === 'ved' && after === 'at') || (next === 'af' && after === 'sig')) return true;
  const before = [1, 2, 3].map((back) => formAt(list, index - back));
  if (before.some((word) => doForms.has(word))) return true;
  return (next === 'af' || next === 'i' || next === '') && before.slice(0, 2).some((word) => haveForms.has(word));
}

/** Food and drink: what one loves or hates as a liking. */
const foodAndDrink = words(
  'mad maden kage kager kagen vin vinen øl øllet kaffe kaffen te the theen sukker tobak tobakken punch brændevin snaps slik frugt æbler kød kødet fisk steg grød grøden mælk fløde honning chokolade ost osten pølse pølser spise spisen middagsmad',
);
const likingForms = words('elske elsker elskede elsket hade hader hadede hadet');
/** Words after 'at' that make it the conjunction, not the infinitive mark: a subject or a determiner. */
const infinitiveBlockers = new Set([...subjectWords, ...determiners, 'dig', 'mig', 'ham', 'hende']);

/** 'elske' and 'hade' of food or drink, or before an infinitive: a liking, no love or hate. */
function isLiking(list: readonly Word[], index: number): boolean {
  if (!likingForms.has(formAt(list, index))) return false;
  const next = formAt(list, index + 1);
  // "elsker at danse": an infinitive after 'at', not a clause ("elskede, at han kom")
  if (next === 'at') return !infinitiveBlockers.has(formAt(list, index + 2));
  return foodAndDrink.has(next) || foodAndDrink.has(formAt(list, index + 2));
}

const objectPronouns = words('ham hende dem os mig dig jer eder den det');
const pleaseForms = words('glæde glæder glædede glædet');
const relieveForms = words('lettet lettede lette letter');

/** "glædede ham med et Besøg", "lettede ham for Pungen": a courtesy or its irony, no joy and no relief. */
function isCourtesy(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index);
  const lead = pleaseForms.has(form) ? 'med' : relieveForms.has(form) ? 'for' : undefined;
  if (!lead || !objectPronouns.has(formAt(list, index + 1))) return false;
  return list.slice(index + 2, index + 5).some((word) => word.form === lead);
}

const stifleForms = words('kvæle kvæler kvalte kvalt kvæles');
/** Sounds and feelings held back. */
const heldBack = words(
  'suk sukket latter latteren gråd gråden gaben gab gabet skrig skriget hulk hulket hulken hoste hosten smil smilet ed eden udbrud udbruddet stemme stemmen røst røsten attrå attråen lidenskab lidenskaben begær begæret vrede vreden harme harmen raseri raseriet jubel jubelen fryd følelse følelsen følelser følelserne længsel længslen',
);
/** Growth that weeds or a shade choke ("kvalte al anden Vækst"): a figure of plants. */
const growth = words('vækst væksten ukrudt ukrudtet planter planterne spirer spirerne skud skuddene græsset kornet');

/** 'kvæle' of a sound or feeling held back, within three words ("kvalte et Suk", "med kvalt Stemme"). */
function isStifled(list: readonly Word[], index: number): boolean {
  if (!stifleForms.has(formAt(list, index))) return false;
  const after = list.slice(index + 1, index + 4);
  // "kvæles uden Skrig": no scream, the killing itself
  if (after.some((word) => word.form === 'uden')) return false;
  return after.some((word) => heldBack.has(word.form.replaceAll('aa', 'å')) || growth.has(word.form));
}

/** Feelings and their opposites, said together as a formula ("i Sorg og Glæde", "Smil og Taarer"). */
const opposites: readonly (readonly [ReadonlySet<string>, ReadonlySet<string>])[] = [
  [words('sorg sorgen sorger sorgerne'), words('glæde glæden glæder glæderne')],
  [words('ulykke ulykken ulykker'), words('lykke lykken')],
  [words('tårer tårerne taarer taarerne gråd'), words('smil smilet latter latteren')],
  [words('græde græder græd'), words('le ler lo grine griner grinede')],
];

/** A feeling and its opposite joined by 'og' or 'eller', in either order: a formula of the whole of life. */
function isOppositePair(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index).replaceAll('aa', 'å');
  const joined = (at: number, other: ReadonlySet<string>) =>
    (formAt(list, at) === 'og' || formAt(list, at) === 'eller') && other.has(formAt(list, at + (at > index ? 1 : -1)));
  return opposites.some(
    ([one, two]) =>
      (one.has(form) && (joined(index + 1, two) || joined(index - 1, two))) ||
      (two.has(form) && (joined(index + 1, one) || joined(index - 1, one))),
  );
}

const drownForms = words('drukne drukner druknede druknet druknende');
const drownedIn = words(
  'arbejde arbejdet mængden menneskemængden larmen støjen trængselen papirer bøger tårer tårerne glemsel glemselen',
);

/** 'drukne i' a crowd, work, noise or tears: a figure, no death. */
function isDrownedFigure(list: readonly Word[], index: number): boolean {
  if (!drownForms.has(formAt(list, index)) || formAt(list, index + 1) !== 'i') return false;
  return drownedIn.has(formAt(list, index + 2)) || drownedIn.has(formAt(list, index + 3));
}

const kissForms = words('kysse kysser kyssede kysset');
const devotion = words(
  'korset kors krucifiks krucifikset relikvie relikvien jorden grunden støvet bibelen helgenbilledet tegn tegnet alteret',
);

/** A kiss of devotion or of the ground, within three words ("kyssede det hellige Kors", "kysse Jorden"). */
function isDevotion(list: readonly Word[], index: number): boolean {
  if (!kissForms.has(formAt(list, index))) return false;
  return list.slice(index + 1, index + 4).some((word) => devotion.has(word.form));
}

const quiverForms = words(
  'sitre sitrer sitrede sitret sitrende skælve skælver skælvede skælvet skælvende urolig uroligt urolige',
);
const lightAndAir = words(
  'luft luften lys lyset lysene hede heden dis disen flamme flammen flammerne stjerne stjerner stjernerne løv løvet blade bladene stråler strålerne solskin solskinnet varme varmen vand vandet vande vandene havet bølger bølgerne tåge tågen luen skær skæret skygger skyggerne skyer skyerne',
);

/**
 * 'sitre', 'skælve' and 'urolig' with light, air, heat, water or leaves just before or after ("Luften sitrede af
 * Hede", "Lyset flakkede uroligt", "det urolige Vand").
 */
function isQuiverOfLight(list: readonly Word[], index: number): boolean {
  if (!quiverForms.has(formAt(list, index))) return false;
  return [index - 2, index - 1, index + 1, index + 2].some((at) => lightAndAir.has(formAt(list, at)));
}

const strokeForms = words('slag slaget');
/** Whose beat is no blow: a heart, a pulse, wings, waves, a clock, oars. */
const beating = words('hjertets hjertes pulsens vingernes vingens bølgernes urets klokkens pendulets årernes hjulets');
const walkForms = words('gå går gik gået gøre gjorde tage tog');

/** "Hjertets Slag", "gik et Slag i Haven": a beat or a stroll, no blow. */
function isBeatOrStroll(list: readonly Word[], index: number): boolean {
  if (!strokeForms.has(formAt(list, index))) return false;
  if (beating.has(formAt(list, index - 1))) return true;
  // "gik et Slag", "gik de et Slag" (an inverted subject between)
  return formAt(list, index - 1) === 'et' && [2, 3].some((back) => walkForms.has(formAt(list, index - back)));
}

/** Fixed phrases, each a power word with the words around it: [before, word forms, after]. */
const fixedPhrases: readonly { before: readonly string[]; forms: ReadonlySet<string>; after: readonly string[] }[] = [
  // "stod i ensom Majestæt": alone, in jest
  { before: ['i'], forms: words('ensom'), after: ['majestæt'] },
  { before: ['i'], forms: words('ensom'), after: ['højhed'] },
  // "til al Ulykke": as bad luck would have it
  { before: ['til', 'al'], forms: words('ulykke'), after: [] },
  // "til Skræk og Advarsel": a cautionary example
  { before: ['til'], forms: words('skræk'), after: ['og', 'advarsel'] },
  // "gøre sig til Latter": ridicule
  { before: ['til'], forms: words('latter'), after: [] },
  // "af al Magt": with all one's strength; "ved Magt": in force
  { before: ['af', 'al'], forms: words('magt'), after: [] },
  { before: ['af', 'al', 'sin'], forms: words('magt'), after: [] },
  { before: ['ved'], forms: words('magt'), after: [] },
  // "rasende travlt", "fortvivlet lidt": degrees
  { before: [], forms: words('rasende'), after: ['travlt'] },
  { before: [], forms: words('rasende'), after: ['forelsket'] },
  { before: [], forms: words('fortvivlet'), after: ['lidt'] },
  { before: [], forms: words('fortvivlet'), after: ['få'] },
];

/** "det døde Punkt", "dødt Løb", "død Vinkel", "døde Sprog": fixed phrases of 'død', no death. */
const deadPhrases = words('punkt punktet vinkel løb sprog sprogene sæson sæsonen kapital vægt');

function inFixedPhrase(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index);
  if ((form === 'død' || form === 'døde' || form === 'dødt') && deadPhrases.has(formAt(list, index + 1))) return true;
  return fixedPhrases.some(
    ({ before, forms, after }) =>
      forms.has(form) &&
      before.every((word, i) => formAt(list, index - before.length + i) === word) &&
      after.every((word, i) => formAt(list, index + 1 + i) === word),
  );
}

/** "et Angreb af Gigt": an attack of an illness (a word of the field of illness after 'af'). */
function isIllness(list: readonly Word[], index: number): boolean {
  const form = formAt(list, index);
  if ((form !== 'angreb' && form !== 'anfald') || formAt(list, index + 1) !== 'af') return false;
  const { forms, names } = semanticFields();
  const illness = names.indexOf('Sygdom og helbred');
  return [index + 2, index + 3].some((at) => forms.get(formAt(list, at))?.fields.includes(illness) ?? false);
}

const modalsAndAt = words('at kan kunne kunde vil ville vilde skal skulle skulde må måtte tør turde');

/**
 * 'ydmyge' before a noun, after no 'at' or modal: the adjective humble ("min ydmyge Stilling", "de gode ydmyge
 * Mennesker"), not the verb to humiliate ("at ydmyge Folk", "vilde ydmyge hende").
 */
function isHumble(list: readonly Word[], index: number): boolean {
  if (formAt(list, index) !== 'ydmyge' || modalsAndAt.has(formAt(list, index - 1))) return false;
  const next = list[index + 1];
  if (next === undefined || objectPronouns.has(next.form) || determiners.has(next.form)) return false;
  return !subjectWords.has(next.form) && isNounForm(next.form);
}

/** Every form a rule above starts from: any other word is in none of the phrases (one look-up for most words). */
const ruleForms = new Set([
  ...oaths.flat(),
  'ondt',
  ...likingForms,
  ...pleaseForms,
  ...relieveForms,
  ...stifleForms,
  ...opposites.flatMap(([one, two]) => [...one, ...two]),
  ...drownForms,
  ...kissForms,
  ...quiverForms,
  ...strokeForms,
  ...fixedPhrases.flatMap(({ forms }) => [...forms]),
  'død',
  'døde',
  'dødt',
  'angreb',
  'anfald',
  'ydmyge',
]);

/** Whether the power word at `index` stands in a Danish phrase that bleaches it. */
export function isBleachedIdiom(list: readonly Word[], index: number): boolean {
  if (!ruleForms.has(formAt(list, index))) return false;
  return (
    inOath(list, index) ||
    isPainOrPity(list, index) ||
    isLiking(list, index) ||
    isCourtesy(list, index) ||
    isStifled(list, index) ||
    isOppositePair(list, index) ||
    isDrownedFigure(list, index) ||
    isDevotion(list, index) ||
    isQuiverOfLight(list, index) ||
    isBeatOrStroll(list, index) ||
    inFixedPhrase(list, index) ||
    isIllness(list, index) ||
    isHumble(list, index)
  );
}
