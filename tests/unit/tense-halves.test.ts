import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../../analysis/lexicons/hunspell.ts';
import { parseConllu } from '../../bench/eval/conllu.ts';
import { scoreTenseHalves } from '../../bench/eval/tense.ts';

/** One sentence of CoNLL-U, written for this test: a noun-verb homograph that is a noun, and a finite verb. */
function sentence(noun: string, verb: string, tense: 'Past' | 'Pres'): string {
  return [
    `1\tDe\tden\tDET\t_\t_\t2\tdet\t_\t_`,
    `2\t${noun}\t${noun}\tNOUN\t_\tNumber=Plur\t3\tnsubj\t_\t_`,
    `3\t${verb}\t${verb}\tVERB\t_\tTense=${tense}|VerbForm=Fin\t0\troot\t_\tSpaceAfter=No`,
    `4\t.\t.\tPUNCT\t_\t_\t3\tpunct\t_\t_`,
  ].join('\n');
}

describe('tense on the two halves of a treebank', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('scores both halves but prints no word of the measuring half, only its counts', () => {
    const text = `${sentence('planer', 'kom', 'Past')}\n\n${sentence('priser', 'steg', 'Past')}\n`;
    const { tuning_half: tuning, measuring_half: measuring } = scoreTenseHalves(parseConllu(text));
    expect(tuning.gold_finite_verbs).toBe(1);
    expect(measuring.gold_finite_verbs).toBe(1);
    expect(tuning).toHaveProperty('false_positives');
    expect(measuring).not.toHaveProperty('false_positives');
    expect(measuring).not.toHaveProperty('missed');
    expect(measuring).not.toHaveProperty('wrong_tense');
    expect(JSON.stringify(measuring)).not.toMatch(/priser|steg/u);
  });

  it('gives zero counts, not a crash, for an empty treebank', () => {
    const { tuning_half: tuning, measuring_half: measuring } = scoreTenseHalves(parseConllu(''));
    expect(tuning.gold_finite_verbs).toBe(0);
    expect(measuring.precision).toBe(0);
  });
});
