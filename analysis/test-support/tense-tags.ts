/** Test helper: a text with every finite verb marked "word/Tense" by the tense tagger, other words bare. */
import { finiteTense } from '../models/tense-tagger.ts';
import { segmentParagraph } from '../text/document.ts';

export function tagged(text: string): string {
  return segmentParagraph(text)
    .sentences.flatMap((sentence) =>
      sentence.words.map((word, i) => {
        const tense = finiteTense(sentence.words, i);
        return tense ? `${word.text}/${tense}` : word.text;
      }),
    )
    .join(' ');
}
