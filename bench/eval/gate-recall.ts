/**
 * The recall cost of the confidence gates (docs/QUALITY.md, issue 28 fifth session): per library work, how many
 * items the semantic-field keywords and the power words list with the gates off and on, how many fields are listed,
 * and how far the fields' propensities move. Prints counts only, no text.
 *   npx tsx bench/eval/gate-recall.ts WORK... [TEXTS=../shared/corpus/library/texts via LIBRARY_TEXTS]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { warmLexicons } from '../../analysis/lexicons/warm.ts';
import { senseWindow } from '../../analysis/models/field-sense.ts';
import { powerWordsGlobal } from '../../analysis/models/power-words.ts';
import { semanticFieldsGlobal } from '../../analysis/models/semantic-fields.ts';
import { ignorePassages } from '../../analysis/passages/recorder.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { corpusRoot } from './corpus.ts';

const texts = process.env.LIBRARY_TEXTS ?? join(corpusRoot, 'library', 'texts');
warmLexicons();
process.stdout.write('work\tfield keywords off\ton\tfields off\ton\tmax propensity change\tpower words off\ton\n');
for (const work of process.argv.slice(2)) {
  const paragraphs = segmentManuscript(textToBlocks(decodeText(readFileSync(join(texts, `${work}.txt`))))).paragraphs;
  const [off, on] = [false, true].map((gate) => semanticFieldsGlobal(paragraphs, senseWindow, gate));
  const keywords = (result: NonNullable<typeof on>) =>
    result.topics.reduce((n, t) => n + Object.keys(t.keywords).length, 0);
  const propensity = new Map(off!.topics.map((t) => [t.topic, t.propensity]));
  const moved = Math.max(0, ...on!.topics.map((t) => Math.abs(t.propensity - (propensity.get(t.topic) ?? 0))));
  const [powerOff, powerOn] = [false, true].map((gate) => powerWordsGlobal(paragraphs, ignorePassages, gate));
  const items = (result: typeof powerOn) =>
    Object.values(result!.power_words_categories).reduce((n, c) => n + Object.keys(c.words).length, 0);
  const row = [work, keywords(off!), keywords(on!), off!.topics.length, on!.topics.length, moved.toFixed(4)];
  process.stdout.write(`${[...row, items(powerOff!), items(powerOn!)].join('\t')}\n`);
}
