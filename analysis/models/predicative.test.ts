import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { countDescription } from './showing-telling.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

const counted = (text: string) => {
  const counts = countDescription([segmentParagraph(text)]);
  return {
    adjectives: [...counts.adjectives.keys()],
    adverbs: [...counts.adverbs.keys()],
    adverbForms: Object.fromEntries([...counts.forms.adverbs].map(([lemma, forms]) => [lemma, [...forms.keys()]])),
    adjectiveForms: Object.fromEntries(
      [...counts.forms.adjectives].map(([lemma, forms]) => [lemma, [...forms.keys()]]),
    ),
  };
};

describe('predicative adjectives, participles and the manner of a speech tag (issue 28 point 3)', () => {
  it('lists no predicative adjective in -t as an adverb when adverbs or a noun stand after the copula', () => {
    expect(counted('Dagen var netop saa indholdsløst lang.').adverbs).toEqual([]);
    expect(counted('Livet var ogsaa netop saa meningsløst.').adverbs).toEqual([]);
    expect(counted('Det kunde ikke være Præsten saa ligegyldigt.').adverbs).toEqual([]);
    expect(counted('Hun gik meget langsomt over Gaden.').adverbs).toEqual(['langsomt']);
  });

  it('reads an adjective after a verb of position, a pronoun or in a concessive as no adverb', () => {
    expect(counted('Vognen stod parat ved Porten.').adverbs).toEqual([]);
    expect(counted('Hun sad stille i Stuen.').adverbs).toEqual(['stille']);
    expect(counted('Der var noget saa fremmedartet over ham, og alt tyst omkring.').adverbs).toEqual([]);
    expect(counted('Men saa træt hun end var, gik hun videre.').adverbs).toEqual([]);
  });

  it('reads a participle outside a noun phrase as the verb, never as an adjective or an adverb', () => {
    expect(counted('Nedlagt var Fabrikken allerede for et Aar siden.').adjectives).toEqual([]);
    expect(counted('Han havde forbeholdt sig Retten til at svare.').adverbs).toEqual([]);
    expect(counted('Skiltet blev malet og sat op bagefter.').adjectives).toEqual([]);
    expect(counted('Ved Vejen laa et nedlagt Teglværk med en ødelagt Skorsten.').adjectives).toEqual(
      expect.arrayContaining(['nedlagt', 'ødelagt']),
    );
  });

  it('counts an adjective after a speech verb and its subject as the manner of the saying', () => {
    // the base form after a speech tag is the manner or the speaker's state: the confidence gate leaves it out
    expect(counted('»Nej,« sagde Frederik vranten.')).toMatchObject({ adverbs: [], adjectives: [] });
    expect(counted('»Nej,« sagde Frederik vrantent.')).toMatchObject({ adverbs: ['vrantent'], adjectives: [] });
    expect(counted('»Saa gaa da,« svarede hun tørt.')).toMatchObject({ adverbs: ['tørt'], adjectives: [] });
    expect(counted('Saa var han vred.').adverbs).toEqual([]);
  });

  it('lists an adverb under its own form, and an irregular adjective form under its base word', () => {
    expect(counted('Han raabte højt, og hun lo højt.').adverbForms).toEqual({ højt: ['højt'] });
    expect(counted('Han kom pludselig, og hun gik pludseligt.').adverbForms).toEqual({
      pludselig: ['pludselig', 'pludseligt'],
    });
    expect(counted('De store Huse og et stort Tag.').adjectiveForms).toEqual({ stor: ['store', 'stort'] });
  });

  it('reads an adjective coordinated with a predicative, or after a pronoun and degree words, as no adverb', () => {
    expect(counted('Der var noget lige saa naturnødvendigt som Luften.').adverbs).toEqual([]);
    expect(counted('Det var noget saa naturstridigt, saa uforeneligt med Livet.').adverbs).toEqual([]);
    expect(counted('Hun vilde blive saa god og saa glad.').adverbs).toEqual([]);
    expect(counted('Han løb hurtigt og let hen over Marken.').adverbs).toEqual(['hurtig', 'let']); // 'let' is the manner too (lightly)
  });

  it('lists no compound participle, finite verb, frequency or place as an adverb of manner', () => {
    expect(counted('Han tumlede halvkvalt om i Sneen.').adverbs).toEqual([]);
    expect(counted('Hun holdt sig en Elsker.').adverbs).toEqual([]);
    expect(counted('Man hører sjældent om den Slags.').adverbs).toEqual([]);
    expect(counted('Fuglene fløj lavt over Tuerne, og Skyerne hang dybt nede.').adverbs).toEqual([]);
    expect(counted('Han talte højt til dem, og hun sukkede dybt.').adverbs).toEqual(['højt', 'dybt']);
  });

  it('lists no adverb for empty text, names only or English text', () => {
    expect(counted('').adverbs).toEqual([]);
    expect(counted('Jens Peter Hansen. Karen Marie. Ole.').adverbs).toEqual([]);
    expect(counted('He spoke quietly and walked slowly home.').adverbs).toEqual([]);
  });

  it('reads an adjective after a verb of seeming, put first before its copula, or before a pronoun as no adverb', () => {
    expect(counted('Hvor det lød dejligt!').adverbs).toEqual([]);
    expect(counted('Det var saa tarveligt, lavkomisk forekom det ham.').adverbs).toEqual([]);
    expect(counted('Saa vildt det lød, gik han dog.').adverbs).toEqual([]);
    expect(counted('Det er nu alligevel saa sørgeligt. Jeg er kun saa træt.').adverbs).toEqual([]);
    expect(counted('Det var tit saa pinefuldt noget.').adverbs).toEqual([]);
    expect(counted('Han løb saa hurtigt han kunde.').adverbs).toEqual(['hurtig']);
  });

  it('lists no word of time after a speech tag as its manner', () => {
    expect(counted('»Ja,« sagde Fensmark, umiddelbart før de traadte ind.').adverbs).toEqual([]);
    expect(counted('»Ja,« sagde Fensmark langsomt.').adverbs).toEqual(['langsomt']);
  });

  it("reads the predicative of 'se … ud', an exclamation after an interjection and a list after a pronoun as no adverb", () => {
    expect(counted('Det laa og saa saa trofast ud.').adverbs).toEqual([]);
    expect(counted('»Aa saa surt!«').adverbs).toEqual([]);
    expect(counted('Der var noget afdæmpet, taalmodigt, næsten moderligt over hende.').adverbs).toEqual([]);
    expect(counted('»Tja!« pustede den rødhaarede.').adverbs).toEqual([]);
  });

  it("lists no place superlative before a place and no 'godt' of a fixed phrase as manner", () => {
    expect(counted('Hun sad yderst ved Døren.').adverbs).toEqual([]);
    expect(counted('Jeg ved godt, hvad du mener, og jeg synes godt om hende.').adverbs).toEqual([]);
    expect(counted('Han sov godt.').adverbs).toEqual(['godt']);
  });
});
