/**
 * Finite-verb tense against a CoNLL-U treebank. Every gold token with VerbForm=Fin and a Tense feature counts:
 * correct when the Tense model's tagger (finiteTense) gives it the same tense; a verb it misses is wrong.
 * Precision: of the words the tagger calls finite, the share that are gold finite verbs with that tense.
 */
import { finiteTense, type Tense } from '../../analysis/models/tense-tagger.ts';
import { segmentParagraph } from '../../analysis/text/document.ts';
import type { GoldSentence } from './conllu.ts';

export interface TenseScore {
  task: 'tense';
  gold_finite_verbs: number;
  predicted_finite_verbs: number;
  correct: number;
  accuracy: number;
  precision: number;
  recall: number;
  detected_any_tense: number;
  missed: Record<string, number>;
  wrong_tense: Record<string, number>;
  false_positives: Record<string, number>;
}

export function scoreTense(sentences: readonly GoldSentence[]): TenseScore {
  let gold = 0;
  let predicted = 0;
  let correct = 0;
  let detected = 0;
  const missed = new Map<string, number>();
  const wrongTense = new Map<string, number>();
  const falsePositives = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const sentence of sentences) {
    const predictions = new Map<number, Tense>();
    for (const ours of segmentParagraph(sentence.text).sentences) {
      ours.words.forEach((word, index) => {
        const tense = finiteTense(ours.words, index);
        if (tense) predictions.set(word.start, tense);
      });
    }
    const goldAt = new Map(sentence.tokens.map((token) => [token.start, token]));
    for (const token of sentence.tokens) {
      const goldTense = token.feats.get('VerbForm') === 'Fin' ? token.feats.get('Tense') : undefined;
      if (!goldTense) continue;
      gold++;
      const ours = predictions.get(token.start);
      if (ours) detected++;
      if (ours === goldTense) correct++;
      else if (ours) bump(wrongTense, `${token.form.toLowerCase()} ${goldTense}→${ours}`);
      else bump(missed, token.form.toLowerCase());
    }
    for (const [start, tense] of predictions) {
      predicted++;
      const token = goldAt.get(start);
      const goldTense = token?.feats.get('VerbForm') === 'Fin' ? token.feats.get('Tense') : undefined;
      if (goldTense !== tense && !goldTense)
        bump(falsePositives, `${token?.form.toLowerCase() ?? '?'}/${token?.upos ?? '?'}`);
    }
  }
  const truePositives = correct;
  return {
    task: 'tense',
    gold_finite_verbs: gold,
    predicted_finite_verbs: predicted,
    correct,
    accuracy: ratio(correct, gold),
    precision: ratio(truePositives, predicted),
    recall: ratio(truePositives, gold),
    detected_any_tense: ratio(detected, gold),
    missed: top(missed),
    wrong_tense: top(wrongTense),
    false_positives: top(falsePositives),
  };
}

/** A score with counts only: no word of the text it was measured on. */
export type TenseCounts = Omit<TenseScore, 'missed' | 'wrong_tense' | 'false_positives'>;

/**
 * The treebank split in two halves by sentence order: rules are tuned on the first, measured on the second. The
 * measuring half's errors are never printed, only its counts, so that no rule is written against them (issue 28).
 */
export function scoreTenseHalves(sentences: readonly GoldSentence[]): {
  tuning_half: TenseScore;
  measuring_half: TenseCounts;
} {
  const half = Math.ceil(sentences.length / 2);
  const { missed, wrong_tense, false_positives, ...measuring } = scoreTense(sentences.slice(half));
  return { tuning_half: scoreTense(sentences.slice(0, half)), measuring_half: measuring };
}

export function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

export function top(map: Map<string, number>, count = 25): Record<string, number> {
  return Object.fromEntries([...map].sort((a, b) => b[1] - a[1]).slice(0, count));
}
