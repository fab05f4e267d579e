/**
 * Writes analysis/lexicons/semantic-fields-reference.tsv: each semantic field's share of the content words of the
 * shared novels (../shared/corpus/literature), counted by the product's own SemanticFields model with an empty
 * reference, pooled over the novels (each novel weighted by its length). Measures only, no text.
 *   npx tsx bench/build-semantic-reference.ts [../shared/corpus/literature]
 */
import { writeFileSync } from 'node:fs';
import { semanticFields } from '../analysis/lexicons/semantic-fields.ts';
import { semanticFieldsGlobal } from '../analysis/models/semantic-fields.ts';
import { corpusRoot, requireCorpusFile } from './eval/corpus.ts';
import { loadNovels } from './eval/novels.ts';

const folder = requireCorpusFile(process.argv[2] ?? `${corpusRoot}/literature`);
const words = new Map<string, number>();
let contentWords = 0;
for (const paragraphs of loadNovels(folder).values()) {
  for (const paragraph of paragraphs)
    for (const sentence of paragraph.sentences)
      for (const word of sentence.words) if (word.form.length > 2) contentWords++;
  for (const topic of semanticFieldsGlobal(paragraphs).topics) {
    words.set(topic.topic, (words.get(topic.topic) ?? 0) + topic.number_of_words);
  }
}
const lines = semanticFields().names.map((name) => `${name}\t${((words.get(name) ?? 0) / contentWords).toFixed(6)}`);
const header = [
  "# Each semantic field's share of the content words of ordinary fiction, computed by Lektør's own analysis",
  '# (bench/build-semantic-reference.ts) from the public-domain novels of the shared corpus. Measures only.',
];
writeFileSync(
  new URL('../analysis/lexicons/semantic-fields-reference.tsv', import.meta.url),
  `${[...header, ...lines].join('\n')}\n`,
);
process.stdout.write(`${lines.length} fields, ${contentWords} content words\n`);
