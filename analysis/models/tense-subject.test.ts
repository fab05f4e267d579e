import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('a participle in the phrase that opens a clause, before the clause verb', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a participle after the opening article as attributive when the clause verb follows', () => {
    expect(tagged('De ansatte i firmaet er utilfredse.')).toBe('De ansatte i firmaet er/Pres utilfredse');
    expect(tagged('Det forenede Europa er en drøm.')).toBe('Det forenede Europa er/Pres en drøm');
    expect(tagged('De hidtil løste opgaver var små.')).toBe('De hidtil løste opgaver var/Past små');
    expect(tagged('Den døde ko fik liv.')).toBe('Den døde ko fik/Past liv');
  });

  it('keeps the verb with "de" as its subject before an object, an adverb, a definite noun or no verb', () => {
    expect(tagged('De ansatte ham i går.')).toBe('De ansatte/Past ham i går');
    expect(tagged('De lukkede ikke døren.')).toBe('De lukkede/Past ikke døren');
    expect(tagged('De lukkede døren og gik.')).toBe('De lukkede/Past døren og gik/Past');
    expect(tagged('De arbejdede i haven hver dag.')).toBe('De arbejdede/Past i haven hver dag');
    expect(tagged('De smilede til ham, da han kom.')).toBe('De smilede/Past til ham da han kom/Past');
    expect(tagged('De købte huset han ville have.')).toBe('De købte/Past huset han ville/Past have');
    expect(tagged('Jo, det måtte siges, og han vidste det.')).toBe('Jo det måtte/Past siges og han vidste/Past det');
    // not opening the clause: the relative clause without 'som' keeps its verb
    expect(tagged('Hun så at de flyttede i går er rigtigt.')).toContain('flyttede/Past');
  });

  it('reads a participle after "af", "blandt" before a verb with no other reading as a noun', () => {
    expect(tagged('Antallet af dræbte er steget til 20.')).toBe('Antallet af dræbte er/Pres steget til 20');
    expect(tagged('Blandt sårede var to børn.')).toBe('Blandt sårede var/Past to børn');
    expect(tagged('Hun talte med de ansatte.')).toBe('Hun talte/Past med de ansatte');
  });

  it('gives no verb for an article alone or an empty clause', () => {
    expect(tagged('De.')).toBe('De');
    expect(tagged('Det, der.')).toBe('Det der');
  });
});
