/**
 * Person of personal pronouns against a CoNLL-U treebank: every gold token with PronType=Prs and a Person
 * feature counts; correct when personOf gives the same person. Separately, the Perspective model's pronoun
 * detection (pronounPersonAt, which reads 'de'/'den'/'det' before an adjective or noun as an article) is scored:
 * detection recall over the gold pronouns and precision over what it detects.
 */
import { personOf, pronounPersonAt } from '../../analysis/models/person.ts';
import { segmentParagraph } from '../../analysis/text/document.ts';
import type { GoldSentence } from './conllu.ts';
import { ratio, top } from './tense.ts';

export function scorePerson(sentences: readonly GoldSentence[]) {
  let gold = 0;
  let predicted = 0;
  let correct = 0;
  let predictedCorrect = 0;
  let detected = 0;
  const errors = new Map<string, number>();
  for (const sentence of sentences) {
    const persons = new Map<number, number>();
    const predictions = new Map<number, number>();
    for (const ours of segmentParagraph(sentence.text).sentences) {
      for (const [index, word] of ours.words.entries()) {
        const person = personOf(word);
        if (person) persons.set(word.start, person);
        const inContext = pronounPersonAt(ours.words, index);
        if (inContext) predictions.set(word.start, inContext);
      }
    }
    const goldAt = new Map(sentence.tokens.map((token) => [token.start, token]));
    for (const token of sentence.tokens) {
      const person = token.feats.get('PronType') === 'Prs' ? token.feats.get('Person') : undefined;
      if (!person) continue;
      gold++;
      const ours = persons.get(token.start);
      if (predictions.has(token.start)) detected++;
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
    pronoun_detection_recall: ratio(detected, gold),
    errors: top(errors),
  };
}
