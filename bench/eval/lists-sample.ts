/**
 * Prints what the Karakter, Scener and Klicheer pages list for one or more library works, for a person to
 * judge by hand into bench/eval/precision/<list>.json: characters and places (the top entries with their
 * mentions) and clichés (each find with its sentence). The sentences go to the terminal only.
 *   npx tsx bench/eval/lists-sample.ts FILE.txt [FILE.txt ...] (file names of ../shared/corpus/library/texts)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { clichesGlobal } from '../../analysis/models/cliches.ts';
import { countPersons, narratorPerson } from '../../analysis/models/perspective.ts';
import { bookCast } from '../../analysis/models/scenes.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { corpusRoot } from './corpus.ts';

const limit = Number(process.env.LIST_LIMIT ?? 30);
for (const file of process.argv.slice(2)) {
  const path = file.includes('/') ? file : join(corpusRoot, 'library', 'texts', file);
  const paragraphs = segmentManuscript(textToBlocks(decodeText(readFileSync(path)))).paragraphs;
  const cast = bookCast(paragraphs);
  const show = (entries: readonly { name: string; occurrences?: number }[]) =>
    entries
      .slice(0, limit)
      .map((entry) => `${entry.name} (${entry.occurrences})`)
      .join(', ');
  process.stdout.write(`## ${file} (narrator: person ${narratorPerson(countPersons(paragraphs))})\n`);
  process.stdout.write(`characters: ${show(cast.characters)}\n`);
  process.stdout.write(`places: ${show(cast.locations)}\n`);
  for (const group of clichesGlobal(paragraphs).groups.slice(0, limit)) {
    for (const found of group.sentences.slice(0, 3)) {
      process.stdout.write(
        `cliché\t${group.cliche}\t${group.count}\t${found.sentence.replace(/\s+/gu, ' ').slice(0, 220)}\n`,
      );
    }
  }
}
