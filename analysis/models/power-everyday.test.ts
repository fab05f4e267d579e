import { describe, expect, it } from 'vitest';
import { atFirstUse } from '../test-support/first-use.ts';
import { isEverydayUse } from './power-everyday.ts';

const everyday = (text: string, form: string) => atFirstUse(isEverydayUse, text, form);

describe('power words in an everyday sense their neighbours show', () => {
  it("reads 'savne' of a lack or a thing looked for, and keeps missing a person or a home", () => {
    expect(everyday('Ved døren savnede han sin stok.', 'savnede')).toBe(true);
    expect(everyday('Den gamle præst savner kræfter til det lange arbejde.', 'savner')).toBe(true);
    expect(everyday('Hun savnede intet i det nye hus.', 'savnede')).toBe(true);
    expect(everyday('Der savnes penge i kassen.', 'savnes')).toBe(true);
    expect(everyday('Brevet var savnet i tre dage.', 'savnet')).toBe(true);
    expect(everyday('Han havde savnet det, men sagde intet.', 'savnet')).toBe(true);
    // counter-cases: a person, a loved place with its article, a loss felt, the noun
    expect(everyday('Hun savnede ham hver eneste aften.', 'savnede')).toBe(false);
    expect(everyday('Drengen savner sin mor.', 'savner')).toBe(false);
    expect(everyday('I byen savnede hun hjemmet og skoven.', 'savnede')).toBe(false);
    expect(everyday('Hun savnes så dybt af alle.', 'savnes')).toBe(false);
    expect(everyday('Da kom savnet og tårerne.', 'savnet')).toBe(false);
    expect(everyday('Hun følte den længe savnede fred.', 'savnede')).toBe(false);
  });

  it("reads 'tilgive' as a courtesy for a manner or a liberty, and keeps forgiveness of a wrong or a person", () => {
    expect(everyday('Tilgiv mig den dumme bemærkning!', 'tilgiv')).toBe(true);
    expect(everyday('De må tilgive mig min iver, frue.', 'tilgive')).toBe(true);
    expect(everyday('Tilgiv mig min synd, sagde hun grædende.', 'tilgiv')).toBe(false);
    expect(everyday('Tilgiv din bror, han vidste ikke bedre.', 'tilgiv')).toBe(false);
    expect(everyday('Hun kunne aldrig tilgive ham svigefuldheden.', 'tilgive')).toBe(false);
    expect(everyday('Tilgiv mig!', 'tilgiv')).toBe(false);
  });

  it("reads 'lidelse' of the body as an ailment, and keeps suffering", () => {
    expect(everyday('Lægen undersøgte hans lidelse i knæet.', 'lidelse')).toBe(true);
    expect(everyday('Hun havde en kronisk lidelse, som ingen kunne helbrede.', 'lidelse')).toBe(true);
    expect(everyday('Hans lidelse var så stor, at han ikke kunne tale.', 'lidelse')).toBe(false);
    expect(everyday('Der var lidelser i hjertet, som ingen så.', 'lidelser')).toBe(false);
  });

  it("reads 'modig' of a mild encouragement, and keeps the courage of a deed", () => {
    expect(everyday('Den venlige hilsen gjorde ham lidt modigere.', 'modigere')).toBe(true);
    expect(everyday('Modig ved hans bifald talte hun videre.', 'modig')).toBe(true);
    expect(everyday('Hun var modig og sprang i vandet efter barnet.', 'modig')).toBe(false);
    expect(everyday('Ingen var modig ved at gå ind i det mørke rum.', 'modig')).toBe(false);
  });

  it("reads 'forføre til' as leading astray, and keeps seduction (fourteenth session)", () => {
    expect(everyday('De vilde forføre ham til at blive en Forræder.', 'forføre')).toBe(true);
    expect(everyday('Hans Venner forførte ham til alle Slags Udsvævelser.', 'forførte')).toBe(true);
    expect(everyday('Han vilde forføre hende, og hun vidste det.', 'forføre')).toBe(false);
    expect(everyday('Den unge Pige blev forført af en Officer.', 'forført')).toBe(false);
  });

  it("reads 'forbitre' with its object as spoiling, and keeps the embittered and angry (fourteenth session)", () => {
    expect(everyday('Hun forbitrede hans Liv med sin Jalousi.', 'forbitrede')).toBe(true);
    expect(everyday('Jeg har forbitret hende Dagen.', 'forbitret')).toBe(true);
    expect(everyday('Han blev forbitret paa sin Broder.', 'forbitret')).toBe(false);
    expect(everyday('De forbitrede Bønder stormede Gaarden.', 'forbitrede')).toBe(false);
  });
});
