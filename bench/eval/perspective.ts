/**
 * Narrative person on the public-domain novels of ../shared/corpus/literature: the Perspective model's main person
 * against the `narrative_person` column of the corpus MANIFEST.tsv (written by the people who assembled the corpus,
 * not by a rule of the model). Reported per novel: the gold person, the model's person, the narrator's pronoun
 * counts by person, the share of 1st person among them, and the consistency over the product's 20 parts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { countPersons, perspectiveGlobal } from '../../analysis/models/perspective.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { cutParts } from '../../analysis/text/parts.ts';
import { readManifest } from './manifest.ts';
import { ratio } from './tense.ts';

export function scorePerspective(folder: string) {
  const manifest = readManifest(folder, 'narrative_person');
  let correct = 0;
  let judged = 0;
  const novels = readdirSync(folder)
    .filter((name) => name.endsWith('.txt') && /^(1st|2nd|3rd)/u.test(manifest.get(name) ?? ''))
    .sort()
    .map((name) => {
      const text = segmentManuscript(textToBlocks(decodeText(readFileSync(join(folder, name)))));
      const counts = countPersons(text.paragraphs);
      const parts = cutParts(text).map((part) => countPersons(part.paragraphs));
      const result = perspectiveGlobal(counts, parts);
      const gold = manifest.get(name)!.slice(0, 3);
      judged++;
      if (gold === result.main_person_indicator) correct++;
      return {
        novel: name,
        gold: manifest.get(name),
        model: result.main_person_indicator,
        consistence_score: result.consistence_score,
        first: counts.first,
        second: counts.second,
        third: counts.third,
        first_share: ratio(counts.first, counts.first + counts.second + counts.third),
      };
    });
  return { task: 'perspective', novels: judged, correct, accuracy: ratio(correct, judged), per_novel: novels };
}
