/**
 * Power words whose neighbours give them another feeling than their category's (issue 28 points 3 and 6, ninth
 * session; the kinds of error of held-out reads I and J):
 * - a smile or a laugh of scorn, irony or coldness ("et hånligt Smil", "smilede koldt", "en ond Latter") is no joy;
 * - tears of laughter ("Taarer af Latter", "lo, saa Taarerne trillede") are no grief;
 * - "saa det var en Gru" (dreadfully, after what was done) grades what came before: no fear.
 */
import type { Word } from '../text/document.ts';

const smileOrLaugh = new Set(
  'smil smilet smilene smilede smiler smile smilende latter latteren grin grinet grinede griner grine le ler lo leende'.split(
    ' ',
  ),
);

/** Stems of scorn, irony and coldness; a form is the stem with '', 't', 'e' (or the old spelling's 'aa'). */
const scornStems =
  'hånlig haanlig spotsk spottende ironisk kold bitter bitr ond skadefro skæv tvungen tvunget falsk overlegen foragtelig syrlig giftig sardonisk isnende iskold hoverende'.split(
    ' ',
  );
const scornForms = new Set(scornStems.flatMap((stem) => [stem, `${stem}t`, `${stem}e`]));

/** A smile or laugh with a word of scorn right before it or right after it ("smilede hånligt"). */
export function isScornfulSmile(words: readonly Word[], index: number): boolean {
  if (!smileOrLaugh.has(words[index]!.form)) return false;
  const near = [words[index - 1], words[index - 2], words[index + 1]];
  return near.some((word) => word !== undefined && scornForms.has(word.form));
}

const tearForms = new Set('tåre tårer tårerne tåren taare taarer taarerne taaren'.split(' '));
const laughForms = new Set('latter latteren le ler lo leende grine grinede griner grin lattermild'.split(' '));

/** Tears with a laugh within three words before or after them ("Taarer af Latter", "lo, saa Taarerne"). */
export function isLaughingTears(words: readonly Word[], index: number): boolean {
  if (!tearForms.has(words[index]!.form)) return false;
  const from = Math.max(0, index - 3);
  return words.slice(from, index + 4).some((word, offset) => from + offset !== index && laughForms.has(word.form));
}

const dreadNouns = new Set(['gru', 'rædsel', 'skræk']);

/** "saa det var en Gru": a noun of dread after 'så/saa det var/er en', grading what went before. */
export function isDreadOfDegree(words: readonly Word[], index: number): boolean {
  if (!dreadNouns.has(words[index]!.form) || index < 4) return false;
  const [so, it, was, a] = words.slice(index - 4, index).map((word) => word.form);
  return (so === 'så' || so === 'saa') && it === 'det' && (was === 'var' || was === 'er') && (a === 'en' || a === 'et');
}

/** Whether the power word at `index` carries another feeling than its category's here. */
export function isContrarySense(words: readonly Word[], index: number): boolean {
  return isScornfulSmile(words, index) || isLaughingTears(words, index) || isDreadOfDegree(words, index);
}
