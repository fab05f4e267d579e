/**
 * Person of personal pronouns against a CoNLL-U treebank: every gold token with PronType=Prs and a Person
 * feature counts; correct when the Perspective model's personOf gives the same person.
 */
import { personOf } from '../../analysis/models/person.ts';
import { segmentParagraph } from '../../analysis/text/document.ts';
import type { GoldSentence } from './conllu.ts';
import { ratio, top } from './tense.ts';

export function scorePerson(sentences: readonly GoldSentence[]) {
  let gold = 0;
  let predicted = 0;
  let correct = 0;
  let predictedCorrect = 0;
  const errors = new Map<string, number>();
  for (const sentence of sentences) {
    const predictions = new Map<number, number>();
    for (const ours of segmentParagraph(sentence.text).sentences) {
      for (const word of ours.words) {
        const person = personOf(word);
        if (person) predictions.set(word.start, person);
      }
    }
    const goldAt = new Map(sentence.tokens.map((token) => [token.start, token]));
    for (const token of sentence.tokens) {
      const person = token.feats.get('PronType') === 'Prs' ? token.feats.get('Person') : undefined;
      if (!person) continue;
      gold++;
      const ours = predictions.get(token.start);
      if (String(ours) === person) correct++;
      else
        errors.set(
          `${token.form} ${person}→${ours ?? '-'}`,
          (errors.get(`${token.form} ${person}→${ours ?? '-'}`) ?? 0) + 1,
        );
    }
    for (const [start, person] of predictions) {
      predicted++;
      const token = goldAt.get(start);
      if (token?.feats.get('PronType') === 'Prs' && token.feats.get('Person') === String(person)) predictedCorrect++;
    }
  }
  return {
    task: 'person',
    gold_personal_pronouns: gold,
    predicted_pronouns: predicted,
    correct,
    accuracy: ratio(correct, gold),
    precision: ratio(predictedCorrect, predicted),
    recall: ratio(correct, gold),
    errors: top(errors),
  };
}
