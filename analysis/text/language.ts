/**
 * Is the text Danish? Compares the share of very frequent Danish function words with that of English ones
 * (words both languages share, such as 'i', 'a', 'for', 'over', are left out of both lists).
 */
import type { ManuscriptText } from './document.ts';

const danish = new Set(
  'og at det en den til er som på de med han af ikke der var mig sig men et har om vi min havde ham hun nu da fra du ud sin dem os op hvad skal selv her alle vil blev kunne ind når være dog noget ville jo deres efter ned skulle denne end dette mit også dig hende mine alt meget sit sine mod disse hvis din nogle hos blive mange ad bliver hendes været sådan jeg ja nej hvor så hvorfor hvem kom sagde paa saa hvordan fordi eller'.split(
    ' ',
  ),
);
const english = new Set(
  'the and of to is you that it he was with his they at be this from or one had by but not what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first been call who its now find long down day did get come made may part'.split(
    ' ',
  ),
);

export interface LanguageEvidence {
  danishShare: number;
  englishShare: number;
  words: number;
}

export function languageEvidence(text: ManuscriptText, maxWords = 20_000): LanguageEvidence {
  let words = 0;
  let da = 0;
  let en = 0;
  outer: for (const paragraph of text.paragraphs) {
    for (const sentence of paragraph.sentences) {
      for (const word of sentence.words) {
        if (words >= maxWords) break outer;
        words++;
        if (danish.has(word.form)) da++;
        else if (english.has(word.form)) en++;
      }
    }
  }
  return { danishShare: words ? da / words : 0, englishShare: words ? en / words : 0, words };
}

/** Danish unless English function words outnumber Danish ones, or a longer text has almost none of either. */
export function looksDanish(evidence: LanguageEvidence): boolean {
  if (evidence.englishShare > evidence.danishShare) return false;
  if (evidence.words >= 40 && evidence.danishShare < 0.1) return false;
  return true;
}
