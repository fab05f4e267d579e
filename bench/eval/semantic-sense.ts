/**
 * Measures the sense check of the semantic fields (analysis/models/field-sense.ts): field-word occurrences drawn
 * at random (seed 28, 20 per work) from three library works the rules were tuned on, judged by hand into
 * bench/eval/gold/semantic-sense.tsv (does the word, where it stands, belong to its field?), and scored for each
 * window: the precision of the occurrences the check keeps and the share of the right ones it keeps.
 *   npx tsx bench/eval/semantic-sense.ts draw    # prints the drawn occurrences with their sentences (terminal only)
 *   npx tsx bench/eval/semantic-sense.ts score   # precision and recall per window, from the gold
 * The draw reads every field word (before the noun check of verb homographs), so the noun check is scored too.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { semanticFields } from '../../analysis/lexicons/semantic-fields.ts';
import { type FieldHit, readsAsNoun, supportedHits } from '../../analysis/models/field-sense.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { isNameHere } from '../../analysis/text/name-word.ts';
import { Random } from '../../tests/fuzz/random.ts';
import { corpusRoot, repoRoot } from './corpus.ts';

const works = ['karl-larsen-cirkler-1893', 'sophus-schandorph-frigjort-1896', 'jeppe-aakjaer-bondens-soen-1899'];
const perWork = 20;
const windows = [0, 10, 20, 30, 50, 80];

/** The fuzz runner's seeded generator (mulberry32), so that a draw can be repeated. */
function random(state: number): () => number {
  const generator = new Random(state);
  return () => generator.next();
}

interface Drawn {
  work: string;
  index: number;
  field: string;
  lemma: string;
  form: string;
  context: string;
  kept: Record<number, boolean>;
}

function draw(): Drawn[] {
  const next = random(28);
  const { names, forms } = semanticFields();
  const drawn: Drawn[] = [];
  for (const work of works) {
    const bytes = readFileSync(join(corpusRoot, 'library', 'texts', `${work}.txt`));
    const words = segmentManuscript(textToBlocks(decodeText(bytes))).paragraphs.flatMap((p, paragraph) =>
      p.sentences.flatMap((s) => s.words.map((word, index) => ({ word, index, sentence: s, paragraph }))),
    );
    const hits: FieldHit[] = [];
    words.forEach(({ word, paragraph }, at) => {
      const found =
        forms.get(word.form) ?? (word.form.includes('aa') ? forms.get(word.form.replaceAll('aa', 'å')) : undefined);
      if (found && !isNameHere(word)) hits.push({ at, paragraph, form: word.form, found });
    });
    // the product's hits: a verb homograph only where it reads as a noun (the check off at window 0: every hit)
    const nounHere = (hit: FieldHit) => readsAsNoun(words[hit.at]!.sentence.words, words[hit.at]!.index);
    const checked = hits.filter((hit) => !hit.found.verbHomograph || nounHere(hit));
    const supported = new Map(windows.map((w) => [w, supportedHits(w === 0 ? hits : checked, names.length, w)]));
    for (let k = 0; k < perWork; k++) {
      const hit = hits[Math.floor(next() * hits.length)]!;
      const field = hit.found.fields[0]!;
      const { word, sentence: where } = words[hit.at]!;
      const sentence = where.text;
      const at = sentence.indexOf(word.text);
      drawn.push({
        work,
        index: drawn.length,
        field: names[field]!,
        lemma: hit.found.lemma,
        form: word.form,
        context: sentence.slice(Math.max(0, at - 80), at + 60).replace(/\s+/gu, ' '),
        kept: Object.fromEntries(windows.map((w) => [w, supported.get(w)![field]!.includes(hit)])),
      });
    }
  }
  return drawn;
}

const goldPath = join(repoRoot, 'bench', 'eval', 'gold', 'semantic-sense.tsv');
const mode = process.argv[2] ?? 'score';
if (mode !== 'draw' && mode !== 'score') {
  process.stderr.write('usage: semantic-sense.ts draw|score\n');
  process.exit(2);
}
const drawn = draw();
if (mode === 'draw') {
  for (const d of drawn)
    process.stdout.write(`${d.index}\t${d.work}\t${d.field}: ${d.lemma} [${d.form}]\t${d.context}\n`);
} else {
  const gold = new Map(
    readFileSync(goldPath, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split('\t'))
      .map(([, index, , , , ok]) => [Number(index), ok === '1'] as const),
  );
  const judged = drawn.filter((d) => gold.has(d.index));
  const right = judged.filter((d) => gold.get(d.index)).length;
  const rows = windows.map((w) => {
    const kept = judged.filter((d) => d.kept[w]);
    const keptRight = kept.filter((d) => gold.get(d.index)).length;
    return {
      window: w,
      kept: kept.length,
      precision: keptRight / Math.max(1, kept.length),
      recall: keptRight / Math.max(1, right),
    };
  });
  process.stdout.write(`${JSON.stringify({ judged: judged.length, right, rows }, null, 2)}\n`);
}
