/**
 * The team's semantic fields (semantic-fields.txt: a Danish field name and its lemmas a line), each lemma expanded
 * to the forms the hunspell dictionary gives it, and the reference share of each field in ordinary fiction
 * (semantic-fields-reference.tsv, computed by bench/build-semantic-reference.ts).
 */
import { determiners, prepositions, quantifiers, subjectWords } from '../text/function-words.ts';
import { hunspellTables, inflectionsOf } from './hunspell.ts';
import { irregularVerbs } from './irregular-verbs.ts';
import { lexiconLines, lexiconRows, once } from './load.ts';
import type { WordMap } from './packed.ts';
import { lexiconTable } from './tables.ts';
import { lexicalTense } from './verb-tense.ts';

export interface FieldForm {
  lemma: string;
  /** Indexes into semanticFields().names. */
  fields: number[];
  /**
   * The form is a verb's as well, and the field's lemma is no verb ("banede", "spiller", "hugget"): it counts only
   * where it reads as a noun.
   */
  verbHomograph?: true;
}

/** Words never counted for a field, whatever lemma they look like: function words, adverbs, conjunctions. */
const functionWords = new Set([
  ...subjectWords,
  ...determiners,
  ...quantifiers,
  ...prepositions,
  ...'så da nu der her om når og men at som end jo vel nok ja nej ikke også kun bare lige hen ud ind op ned over'.split(
    ' ',
  ),
]);

/**
 * Inflected forms of a field's lemma that are mostly another, more common word: "tanker" (thoughts, not tanks),
 * "moderne" (modern, not mothers), "egen" (own, not the oak), "banker" (knocks), "læste" (read), "tegnet" (drew),
 * "spiser" (eats), "vinde" (win), "rige" (rich), "brud" (a breach as often as a bride), "dyrt" (dear), "lyst" (desire
 * more often than light), "skære" (cut, pure), and verb forms ("have", "volde", "kappes", "flød", "føl"). Found by listing the field forms that another dictionary word
 * inflects to as well, and kept where the other word is the usual reading.
 */
const otherWordsForms = new Set(
  'tanker tankerne tankers moderne modernes egen eges banker banket lune lunes læste tegnet spiser sparer vinde arve trykte skifte rige riges hvilet hostet malen sporet rodet gabet tudet kogen have haves volde voldes kappes flød føl brud dyrt lyst skære'.split(
    ' ',
  ),
);

/**
 * Field lemmas that are nouns of the field and verbs in another sense: "rose" (praise), "banke" (knock), "bane"
 * (clear a way), "krone" (crown), "klippe" (cut), "skole", "brænde" (burn), "pande", "øjne" (catch sight of):
 * their verb forms count only where they read as nouns, like the other nouns' verb homographs.
 */
const nounsWithAnotherVerb = new Set(
  'rose banke bakke klippe krone skole dukke kappe bane stamme brænde fælde pande hage øjne sko fløde line kilde mose hule krabbe fæste harve kærne ebbe hede flænge pille tone farve muse stave trone pose pakke skinne bølge nakke hue tæppe trappe færge messe'.split(
    ' ',
  ),
);

export interface SemanticFields {
  names: string[];
  forms: WordMap<FieldForm>;
  lemmaCount: number;
}

/** The fields and every form of their lemmas (built into the lexicon artefact). */
export function buildSemanticFields(): SemanticFields {
  const names: string[] = [];
  const lemmaFields = new Map<string, number[]>();
  for (const line of lexiconLines('semantic-fields.txt')) {
    const [name, words] = line.split('\t');
    if (!name || !words) continue;
    const index = names.push(name) - 1;
    for (const lemma of words.split(' ')) {
      if (lemma === '') continue;
      const fields = lemmaFields.get(lemma) ?? [];
      if (!fields.includes(index)) fields.push(index);
      lemmaFields.set(lemma, fields);
    }
  }
  const forms = new Map<string, FieldForm>();
  for (const [lemma, fields] of lemmaFields) forms.set(lemma, { lemma, fields });
  const add = (form: string, lemma: string) => {
    const fields = lemmaFields.get(lemma);
    if (fields && !forms.has(form)) forms.set(form, { lemma, fields });
  };
  for (const [form, lemma] of inflectionsOf(lemmaFields.keys())) add(form, lemma);
  for (const [form, lemma] of hunspellTables().lemmaOf) add(form, lemma);
  for (const word of functionWords) forms.delete(word);
  for (const form of otherWordsForms) forms.delete(form);
  const isVerb = (word: string) => hunspellTables().infinitives.has(word) || irregularVerbs().infinitives.has(word);
  for (const [form, found] of forms)
    if (
      (lexicalTense(form) !== undefined || isVerb(form)) &&
      (!isVerb(found.lemma) || nounsWithAnotherVerb.has(found.lemma))
    )
      forms.set(form, { ...found, verbHomograph: true });
  return { names, forms, lemmaCount: lemmaFields.size };
}

/** The fields and the forms of their lemmas, loaded once per process or worker from the lexicon artefact. */
export const semanticFields = (): SemanticFields => lexiconTable('semanticFields');

/** Each field's share of the content words of ordinary fiction, by field name. */
export const referenceShares = once(() => {
  const shares = new Map<string, number>();
  for (const [name, share] of lexiconRows('semantic-fields-reference.tsv')) {
    if (name && share) shares.set(name, Number(share));
  }
  return shares;
});
