import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { clichesGlobal } from './cliches.ts';

beforeAll(() => {
  warmLexicons();
}, 60_000);

const found = (...texts: string[]) =>
  clichesGlobal(texts.map((text) => segmentParagraph(text))).groups.map((group) => `${group.cliche}:${group.count}`);

describe('Clichés in context', () => {
  it('finds no cliché inside a nickname, but the same words used of a situation', () => {
    expect(found('Der kom Samuel paa Vippen gaaende ned ad Gaden med sin Kurv.')).toEqual([]);
    expect(found('Hele forretningen stod nu på vippen, og han vidste det.')).toEqual(['på vippen:1']);
  });

  it('finds no simile without its "som"', () => {
    expect(found('Han færdedes i det frie dag og nat.')).toEqual([]);
    expect(found('De to brødre var som dag og nat.')).toEqual(['som dag og nat:1']);
  });

  it('finds no cliché where it is negated between its words', () => {
    expect(found('Der er noget ved ham, som jeg ikke kan forklare.')).toEqual([]);
    expect(found('Vent, jeg kan forklare det hele.')).toEqual(['jeg kan forklare:1']);
  });

  it('finds no cliché where its last adjective stands before a noun', () => {
    expect(found('Der vinker dig i det fjerne land en løn for din dyd.')).toEqual([]);
    expect(found('Et tog fløjtede i det fjerne.')).toEqual(['i det fjerne:1']);
  });

  it('finds no cliché where the sentence shows the literal use', () => {
    expect(found('Fiskerne havde trukket båden i land før stormen.')).toEqual([]);
    expect(found('Da sagen blev alvorlig, trak ministeren i land.')).toEqual(['trække i land:1']);
  });

  it('finds no cliché that opens with its subject where another subject stands', () => {
    expect(found('Nu er klokken mange, jeg skal nok gå selv.')).toEqual([]);
    expect(found('Tør dine øjne, det skal nok gå.')).toEqual(['det skal nok gå:1']);
  });

  it('finds no cliché followed by a reflexive it does not hold', () => {
    expect(found('Bonden spurgte: Holder vejret sig til høsten?')).toEqual([]);
    expect(found('Hun holdt vejret, da døren gik op.')).toEqual(['holdt vejret:1']);
  });

  it('finds no cliché whose last word stands in the genitive before a noun', () => {
    expect(found('Hvad i alverdens lande og byer skulle han finde på?')).toEqual([]);
    expect(found('Hvad i alverden laver du her?')).toEqual(['hvad i alverden:1']);
  });
});
