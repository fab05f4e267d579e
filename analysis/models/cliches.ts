/**
 * Clichés: every sentence matched against the cliché lexicon; results grouped by cliché, most frequent first, and
 * their rate per 10,000 words (the figure the Klicheer recommendation and the global score's cliché element read).
 */
import type { ClichesGlobal } from '../../schemas/models/cliches.ts';
import { ignorePassages, type PassageRecorder } from '../passages/recorder.ts';
import type { Paragraph } from '../text/document.ts';
import type { ModelAnalyser } from './analyser.ts';
import { usedAsCliche } from './cliche-context.ts';
import { findCliches } from './cliche-matcher.ts';
import { perTenThousandWords } from './shares.ts';

/** Longest stretch of words matched at once: a run-on "sentence" (no punctuation) is read in overlapping windows. */
export const matchWindowWords = 120;
const windowOverlap = 12;

/**
 * Finds kept with their sentence per cliché; `count` still counts every find, and the passages mark them in the
 * text. A novel rarely repeats one cliché this often; without the bound a text of nothing but one phrase would make
 * this model's result grow with the file (1.4 MB for a 10,000,000-byte text, stored on the server's thread).
 */
export const maxSentencesPerCliche = 100;

function findClichesInSentence(forms: readonly string[]) {
  if (forms.length <= matchWindowWords) return findCliches(forms);
  const found = new Map<string, ReturnType<typeof findCliches>[number]>();
  for (let start = 0; start < forms.length; start += matchWindowWords - windowOverlap) {
    for (const match of findCliches(forms.slice(start, start + matchWindowWords))) {
      const key = `${match.cliche.phrase}@${start}`;
      found.set(key, { ...match, first: match.first + start, last: match.last + start });
    }
  }
  return [...found.values()];
}

export function clichesGlobal(
  paragraphs: readonly Paragraph[],
  passages: PassageRecorder = ignorePassages,
): ClichesGlobal {
  const groups = new Map<string, ClichesGlobal['groups'][number]>();
  let total = 0;
  let words = 0;
  for (const paragraph of paragraphs) {
    words += paragraph.wordCount;
    for (const sentence of paragraph.sentences) {
      for (const { cliche, similarity, first, last } of findClichesInSentence(
        sentence.words.map((word) => word.form),
      )) {
        if (!usedAsCliche(sentence.words, cliche, first, last)) continue;
        total++;
        const to = sentence.words[last]!;
        passages.record('Cliches', cliche.phrase, paragraph, sentence.words[first]!.start, to.start + to.text.length);
        const group = groups.get(cliche.phrase) ?? {
          cliche: cliche.phrase,
          type: cliche.type,
          count: 0,
          sentences: [],
        };
        group.count++;
        // The page opens a cliché to each place it was found, up to the bound.
        if (group.sentences.length < maxSentencesPerCliche)
          group.sentences.push({ sentence: sentence.text, similarity_score: similarity });
        groups.set(cliche.phrase, group);
      }
    }
  }
  return {
    number_of_cliches: total,
    cliches_per_10000_words: perTenThousandWords(total, words),
    groups: [...groups.values()].sort((a, b) => b.count - a.count || a.cliche.localeCompare(b.cliche, 'da')),
  };
}

export const clichesAnalyser: ModelAnalyser = {
  model: 'Cliches',
  analyse: ({ text, passages }) => [{ section: 'global', content: clichesGlobal(text.paragraphs, passages) }],
};
