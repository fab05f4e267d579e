import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('the verb after a nominal subject opening its clause', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the homograph after an article with adjectives or "anden"/"andre" as the verb', () => {
    expect(tagged('De gamle og trætte ligger på bænken.')).toContain('trætte ligger/Pres på');
    expect(tagged('Jeg arbejder, men de andre får æren.')).toContain('andre får/Pres æren');
    expect(tagged('En anden satte sig ved bordet.')).toContain('anden satte/Past sig');
    expect(tagged('Det undrer mig, at de unge taler dansk.')).toContain('unge taler/Pres dansk');
  });

  it('reads the homograph after an indefinite article and its noun as the verb', () => {
    expect(tagged('En virusinfektion forløber tit stille.')).toContain('virusinfektion forløber/Pres tit');
  });

  it('keeps the noun when the clause has its verb further on, or the phrase goes on', () => {
    expect(tagged('De nye tanker er gode.')).toBe('De nye tanker er/Pres gode');
    expect(tagged('En gruppe læger mødtes i går.')).not.toContain('læger/');
    expect(tagged('Han kom med brød og de bedste kager.')).toBe('Han kom/Past med brød og de bedste kager');
    expect(tagged('Hun så op, og det lange krøllede hår faldt ned.')).toContain('lange krøllede hår faldt/Past');
  });

  it("reads the verb after 'en' with adjectives and a noun after a subordinator", () => {
    expect(tagged('Vi bor i en by, hvor en ung svensk pige tilbringer sommeren.')).toContain('pige tilbringer/Pres');
  });

  it('keeps the noun after a noun of amount with an adjective', () => {
    expect(tagged('Vi så en eng, hvor en stor flok får græssede.')).not.toContain('får/');
  });

  it('reads the verb after a quantifier that is the subject after a subordinator', () => {
    expect(tagged('De jager på hverdage, når andre arbejder, og sover om natten.')).toContain('andre arbejder/Pres');
  });

  it('keeps the noun after a quantifier when a plain verb follows it', () => {
    expect(tagged('Det gik galt, fordi alle planer blev droppet.')).not.toContain('planer/');
  });

  it("keeps the participle after 'om' and a quantifier, where 'om' is the preposition", () => {
    expect(tagged('Hun kom i tanke om nogle udmærkede sure bolsjer.')).not.toContain('udmærkede/');
  });
});
