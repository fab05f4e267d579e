/**
 * The cliché lexicon (cliches.tsv), prepared for fuzzy matching: each cliché's words, its content words
 * (function words left out) and an anchor (its longest content word) to index it by.
 */
import { lexiconRows, once } from './load.ts';

export interface Cliche {
  phrase: string;
  type: string;
  words: string[];
  contentWords: string[];
  anchor: string;
  /** Words that show a literal use when the sentence holds one ("båd" for "trække i land"); third column. */
  literalCues: string[];
}

/** Words too common to identify a cliché; they still count towards the similarity score. */
export const clicheFunctionWords = new Set(
  'som en et den det de i på af til med og at for ad om han hun sig sin sit sine er var der hans hendes ham hende man jeg du vi dig mig os jer ikke så over fra'.split(
    ' ',
  ),
);

/** Frequent words that make poor anchors: a cliché is indexed by its longest content word not among them. */
const frequentWords = new Set(
  'blev var igen efter hvad gamle gammel gennem store stor noget ingen sammen tilbage endnu gang alle alt hele helt kunne ville skulle havde sagde kom gik ud op ind nu da'.split(
    ' ',
  ),
);

export const cliches = once((): Cliche[] =>
  lexiconRows('cliches.tsv').flatMap(([type, phrase, cues]) => {
    if (!type || !phrase) return [];
    const words = phrase.toLowerCase().split(/\s+/u);
    const content = words.filter((word) => !clicheFunctionWords.has(word));
    const contentWords = content.length > 0 ? content : words;
    const rare = contentWords.filter((word) => !frequentWords.has(word));
    const anchor = (rare.length > 0 ? rare : contentWords).reduce((longest, word) =>
      word.length > longest.length ? word : longest,
    );
    const literalCues = cues ? cues.toLowerCase().split(/\s+/u) : [];
    return [{ phrase, type, words, contentWords, anchor, literalCues }];
  }),
);
