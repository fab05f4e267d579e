/**
 * Dialogue detection on the public-domain novels of ../shared/corpus/literature. No gold annotation exists, so
 * each paragraph is checked against a plain reference: a paragraph has dialogue when it contains a quotation
 * mark (» « „ “ ” ") or starts with a dash. Reported per novel: paragraphs with dialogue by the model and by the
 * reference, agreement (precision/recall of the model against the reference), utterances, and speech-tag verbs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { dialogueGlobal } from '../../analysis/models/dialogue.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { readManifest } from './manifest.ts';
import { ratio } from './tense.ts';

const referenceMark = /[»«„“”"]|^\s*[-–—]/u;

export function scoreDialogue(folder: string) {
  const manifest = readManifest(folder, 'dialogue_marks');
  const novels = readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => {
      const text = segmentManuscript(textToBlocks(decodeText(readFileSync(join(folder, name)))));
      let both = 0;
      let oursOnly = 0;
      let referenceOnly = 0;
      for (const paragraph of text.paragraphs) {
        const ours = paragraph.utterances > 0;
        const reference = referenceMark.test(paragraph.text);
        if (ours && reference) both++;
        else if (ours) oursOnly++;
        else if (reference) referenceOnly++;
      }
      const dialogue = dialogueGlobal(text.paragraphs);
      const verbs = dialogue['dialogue-verbs count'];
      return {
        novel: name,
        dialogue_marks: manifest.get(name) ?? '?',
        paragraphs: text.paragraphs.length,
        paragraphs_with_dialogue: dialogue.number_of_paragraphs_with_dialogue,
        reference_paragraphs_with_dialogue: both + referenceOnly,
        precision: ratio(both, both + oursOnly),
        recall: ratio(both, both + referenceOnly),
        utterances: dialogue.number_of_utterances,
        speech_tag_verbs: Object.values(verbs).reduce((sum, n) => sum + n, 0),
        say_ask_percent: dialogue.percentage_say_ask_verbs,
        top_verbs: Object.fromEntries(
          Object.entries(verbs)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5),
        ),
      };
    });
  return { task: 'dialogue', novels };
}
