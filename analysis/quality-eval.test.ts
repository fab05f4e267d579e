/** The quality evaluation (bench/eval) on a tiny treebank written by the team, and its command line. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseConllu } from '../bench/eval/conllu.ts';
import { scorePerson } from '../bench/eval/person.ts';
import { scoreTense } from '../bench/eval/tense.ts';

const row = (id: number, form: string, upos: string, feats: string, misc = '_') =>
  [id, form, '_', upos, '_', feats, '_', '_', '_', misc].join('\t');

const treebank = [
  '# text = Hun gik hjem, og han sover.',
  row(1, 'Hun', 'PRON', 'Case=Nom|Person=3|PronType=Prs'),
  row(2, 'gik', 'VERB', 'Mood=Ind|Tense=Past|VerbForm=Fin'),
  row(3, 'hjem', 'ADV', '_', 'SpaceAfter=No'),
  row(4, ',', 'PUNCT', '_'),
  row(5, 'og', 'CCONJ', '_'),
  row(6, 'han', 'PRON', 'Case=Nom|Person=3|PronType=Prs'),
  row(7, 'sover', 'VERB', 'Mood=Ind|Tense=Pres|VerbForm=Fin', 'SpaceAfter=No'),
  row(8, '.', 'PUNCT', '_'),
  '',
  '# text = Jeg vil ikke gå ud med dig.',
  row(1, 'Jeg', 'PRON', 'Case=Nom|Person=1|PronType=Prs'),
  row(2, 'vil', 'AUX', 'Mood=Ind|Tense=Pres|VerbForm=Fin'),
  row(3, 'ikke', 'ADV', '_'),
  row(4, 'gå', 'VERB', 'VerbForm=Inf'),
  row(5, 'ud', 'ADV', '_'),
  row(6, 'med', 'ADP', '_'),
  row(7, 'dig', 'PRON', 'Case=Acc|Person=2|PronType=Prs', 'SpaceAfter=No'),
  row(8, '.', 'PUNCT', '_'),
  '',
].join('\n');

describe('the tense and person evaluation', () => {
  it('rebuilds the text with offsets and scores every gold finite verb', () => {
    const sentences = parseConllu(treebank);
    expect(sentences.map((s) => s.text)).toEqual(['Hun gik hjem, og han sover.', 'Jeg vil ikke gå ud med dig.']);
    const tense = scoreTense(sentences);
    expect(tense.gold_finite_verbs).toBe(3);
    expect(tense.correct).toBe(3);
    expect(tense.accuracy).toBe(1);
    expect(tense.predicted_finite_verbs).toBe(3);
    const person = scorePerson(sentences);
    expect(person.gold_personal_pronouns).toBe(4);
    expect(person.accuracy).toBe(1);
  }, 60_000);

  it('counts a gold verb the tagger misses as wrong', () => {
    const mislabelled = treebank.replace(
      row(3, 'hjem', 'ADV', '_', 'SpaceAfter=No'),
      row(3, 'hjem', 'VERB', 'Tense=Pres|VerbForm=Fin', 'SpaceAfter=No'),
    );
    const tense = scoreTense(parseConllu(mislabelled));
    expect(tense.gold_finite_verbs).toBe(4);
    expect(tense.accuracy).toBe(0.75);
    expect(tense.missed).toEqual({ hjem: 1 });
  }, 60_000);

  it('npm run eval names its tasks when given an unknown one', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/eval.ts', 'stavning'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('usage: npm run eval -- tense|person|dialogue');
  }, 60_000);
});

describe('the precision evaluation of the listed words', () => {
  it('scores the listed words against the judged gold and names what nobody has judged', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { scoreLiteraturePrecision } = await import('../bench/eval/precision-literature.ts');
    const folder = mkdtempSync(join(tmpdir(), 'lektor-precision-'));
    const text = 'Den gamle mand gik langsomt hjem. Han var meget træt og lidt bange. Den gamle hund løb hurtigt.';
    writeFileSync(join(folder, 'bog.txt'), text);
    const gold = join(folder, 'gold.tsv');
    writeFileSync(
      gold,
      ['# test', 'adjective\tbog\tgammel\t1', 'adverb\tbog\tlangsomt\t1', 'adverb\tbog\thurtig\t0'].join('\n'),
    );
    const result = await scoreLiteraturePrecision(folder, gold);
    const categories = result.categories as Record<string, { precision: number; unjudged: string[]; wrong: string[] }>;
    expect(categories.adjective?.precision).toBe(1);
    expect(categories.adverb?.precision).toBe(0.5);
    expect(categories.adverb?.wrong).toEqual(['bog: hurtig']);
    expect(categories.filler?.unjudged).toEqual(expect.arrayContaining(['bog: meget', 'bog: lidt']));
    expect(result.categories_below_target).toContain('adverb');
  }, 60_000);
});

describe('the precision judgements of bench/eval/precision/', () => {
  const text = 'Den gamle mand gik langsomt hjem. Han var meget træt og lidt bange. Den gamle hund løb hurtigt.';

  it('re-scores the judged items a work still lists and counts the listed items nobody judged', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { scorePrecision } = await import('../bench/eval/precision.ts');
    const texts = mkdtempSync(join(tmpdir(), 'lektor-library-'));
    writeFileSync(join(texts, 'bog.txt'), text);
    const judgements = join(texts, 'judgements');
    mkdirSync(judgements);
    const judged = [
      { work: 'bog', item: 'langsomt', ok: true },
      // a work written with its file name is the same work
      { work: 'bog.txt', item: 'hurtig', ok: false, note: 'test' },
      { work: 'bog', item: 'aldrig', ok: true },
    ];
    writeFileSync(join(judgements, 'adverbs.json'), JSON.stringify({ list: 'adverbs', judged }));
    const result = await scorePrecision(texts, judgements);
    const adverbs = result.lists.adverbs as Record<string, unknown>;
    expect(adverbs.precision).toBe(0.5);
    expect(adverbs.wrong).toEqual(['bog.txt: hurtig (test)']);
    expect(adverbs.judged_no_longer_listed).toBe(1);
    expect(result.lists_below_target).toContain('adverbs');
  }, 60_000);

  it('refuses a judgement file of an unknown list or without a verdict, naming the file', async () => {
    const { parseJudgementFile } = await import('../bench/eval/precision.ts');
    expect(() => parseJudgementFile('{"list": "stavefejl", "judged": []}', 'x.json')).toThrow(/x.json: "list"/);
    expect(() =>
      parseJudgementFile('{"list": "adverbs", "judged": [{"work": "bog", "item": "godt"}]}', 'y.json'),
    ).toThrow(/y.json: judged\[0\]/);
    expect(() => parseJudgementFile('{"list": "adverbs"}', 'z.json')).toThrow(/"judged" must be an array/);
  });
});

describe('the library split and labels of the genre calibration', () => {
  it('maps the editorial labels to the rules’ genres and holds out about a third, always the same works', async () => {
    const { isHeldOut, libraryGenre } = await import('../bench/eval/library-genre.ts');
    expect(libraryGenre('historical novel (Napoleonic wars)')).toBe('Historisk roman');
    expect(libraryGenre('romantic novella')).toBe('Romantik');
    expect(libraryGenre('fairy tales / stories')).toBe('Fantasy');
    expect(libraryGenre('science fiction novel')).toBe('Science fiction');
    expect(libraryGenre('rural realist novel')).toBe('Samtidsroman');
    const names = Array.from({ length: 300 }, (_, i) => `work-${i}.txt`);
    const held = names.filter(isHeldOut).length;
    expect(held).toBeGreaterThan(70);
    expect(held).toBeLessThan(130);
    expect(names.filter(isHeldOut)).toEqual(names.filter(isHeldOut));
  });

  it('names a judged work that is missing from the library instead of scoring without it', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { scorePrecision } = await import('../bench/eval/precision.ts');
    const texts = mkdtempSync(join(tmpdir(), 'lektor-library-'));
    const judgements = join(texts, 'judgements');
    mkdirSync(judgements);
    const judged = [{ work: 'findes-ikke', item: 'rolig', ok: true }];
    writeFileSync(join(judgements, 'adverbs.json'), JSON.stringify({ list: 'adverbs', judged }));
    await expect(scorePrecision(texts, judgements)).rejects.toThrow(/findes-ikke.txt/);
  });
});
