/**
 * Quality evaluation of the analysis against gold data (results and commands in docs/QUALITY.md):
 *   npm run eval -- tense ../shared/corpus/ud-ddt/da_ddt-ud-dev.conllu
 *   npm run eval -- tense-halves [../shared/corpus/ud-ddt/da_ddt-ud-dev.conllu]   (tuning half, measuring half)
 *   npm run eval -- person ../shared/corpus/ud-ddt/da_ddt-ud-dev.conllu
 *   npm run eval -- dialogue [../shared/corpus/literature]
 *   npm run eval -- ner ../shared/corpus/ner/da_ddt-ud-ner-dev.conll
 *   npm run eval -- characters [../shared/corpus/literature]
 *   npm run eval -- library-genre [../shared/corpus/library]   (calibration part and held-out part)
 *   npm run eval -- perspective [../shared/corpus/literature]
 *   npm run eval -- dialogue-precision [../shared/corpus/literature]
 *   npm run eval -- dialogue-dash [../shared/corpus/library/texts]   (speech tags in hand-counted dash-led paragraphs)
 *   npm run eval -- sentiment [../shared/corpus/literature]
 *   npm run eval -- genre [../shared/corpus/literature]
 *   npm run eval -- precision [../shared/corpus/library/texts]   (judgements: bench/eval/precision/*.json)
 *   npm run eval -- precision-literature [../shared/corpus/literature]
 * Prints one JSON object on stdout.
 */
import { readFileSync } from 'node:fs';
import { parseConllu } from './eval/conllu.ts';
import { corpusRoot, requireCorpusFile } from './eval/corpus.ts';
import { scoreTense, scoreTenseHalves } from './eval/tense.ts';

const tasks: Record<string, (path: string | undefined) => Promise<unknown> | unknown> = {
  tense: (path) => scoreTense(parseConllu(readFileSync(requireCorpusFile(path ?? defaultTreebank()), 'utf8'))),
  person: async (path) => {
    const { scorePerson } = await import('./eval/person.ts');
    return scorePerson(parseConllu(readFileSync(requireCorpusFile(path ?? defaultTreebank()), 'utf8')));
  },
  dialogue: async (path) => {
    const { scoreDialogue } = await import('./eval/dialogue.ts');
    return scoreDialogue(requireCorpusFile(path ?? `${corpusRoot}/literature`));
  },
  ner: async (path) => {
    const { parseNerConll, scoreNer } = await import('./eval/ner.ts');
    const file = requireCorpusFile(path ?? `${corpusRoot}/ner/da_ddt-ud-ner-dev.conll`);
    return scoreNer(parseNerConll(readFileSync(file, 'utf8')));
  },
  characters: async (path) => {
    const { scoreCharacters } = await import('./eval/characters.ts');
    return scoreCharacters(requireCorpusFile(path ?? `${corpusRoot}/literature`));
  },
  precision: async (path) => {
    const { scorePrecision } = await import('./eval/precision.ts');
    return scorePrecision(requireCorpusFile(path ?? `${corpusRoot}/library/texts`));
  },
  'precision-literature': async (path) => {
    const { scoreLiteraturePrecision } = await import('./eval/precision-literature.ts');
    return scoreLiteraturePrecision(requireCorpusFile(path ?? `${corpusRoot}/literature`));
  },
  'dialogue-precision': async (path) => {
    const { scoreDialoguePrecision } = await import('./eval/dialogue-precision.ts');
    return scoreDialoguePrecision(requireCorpusFile(path ?? `${corpusRoot}/literature`));
  },
  sentiment: async (path) => {
    const { scoreSentiment } = await import('./eval/sentiment.ts');
    return scoreSentiment(
      requireCorpusFile(path ?? `${corpusRoot}/literature`),
      requireCorpusFile(`${corpusRoot}/sentiment`),
    );
  },
  genre: async (path) => {
    const { scoreGenre } = await import('./eval/genre.ts');
    return scoreGenre(requireCorpusFile(path ?? `${corpusRoot}/literature`));
  },
  /** The dev split in two halves by sentence order: rules are tuned on the first, measured on the second. */
  'dialogue-dash': async (path) => {
    const { scoreDashRecall } = await import('./eval/dialogue-dash-recall.ts');
    return scoreDashRecall(requireCorpusFile(path ?? `${corpusRoot}/library/texts`));
  },
  'tense-halves': (path) => {
    const sentences = parseConllu(readFileSync(requireCorpusFile(path ?? defaultTreebank()), 'utf8'));
    return scoreTenseHalves(sentences);
  },
  'library-genre': async (path) => {
    const { scoreLibraryGenre } = await import('./eval/library-genre.ts');
    return scoreLibraryGenre(requireCorpusFile(path ?? `${corpusRoot}/library`));
  },
  perspective: async (path) => {
    const { scorePerspective } = await import('./eval/perspective.ts');
    return scorePerspective(requireCorpusFile(path ?? `${corpusRoot}/literature`));
  },
};

function defaultTreebank(): string {
  return `${corpusRoot}/ud-ddt/da_ddt-ud-dev.conllu`;
}

const [task, path] = process.argv.slice(2);
const run = task ? tasks[task] : undefined;
if (!run) {
  process.stderr.write(`usage: npm run eval -- ${Object.keys(tasks).join('|')} [FILE]\n`);
  process.exit(2);
}
process.stdout.write(`${JSON.stringify(await run(path), null, 2)}\n`);
