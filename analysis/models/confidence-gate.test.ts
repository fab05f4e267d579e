import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { countDescription } from './showing-telling.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

const counted = (text: string, sureOnly = true) =>
  countDescription([segmentParagraph(text)], undefined, undefined, sureOnly);
const adverbsOf = (text: string, sureOnly = true) => [...counted(text, sureOnly).adverbs.keys()];
const fillers = (text: string, sureOnly = true) => [...counted(text, sureOnly).filling.keys()];

describe('adverbs listed only where the analysis is sure (issue 28 points 3 and 6, round 7)', () => {
  it('lists an adverb-shaped word right after a lexical verb, over negation, subject and object', () => {
    expect(adverbsOf('Han gik langsomt hjem.')).toEqual(['langsomt']);
    expect(adverbsOf('Hun sov ikke godt den Nat.')).toEqual(['godt']);
    expect(adverbsOf('Saa rejste han sig hurtigt.')).toEqual(['hurtig']);
    expect(adverbsOf('Hun klappede ham blidt paa Kinden.')).toEqual(['blidt']);
  });

  it('lists the manner of a speech tag, a fronted manner, and an adverb before its verb', () => {
    expect(adverbsOf('»Nej,« svarede hun tørt.')).toEqual(['tørt']);
    expect(adverbsOf('Langsomt gik han over Gaarden.')).toEqual(['langsomt']);
    expect(adverbsOf('Det var en Sorg, der hurtigt gik over.')).toEqual(['hurtig']);
    expect(adverbsOf('Han havde set det tydeligt fra Vinduet.')).toEqual(['tydelig']);
  });

  it('lists a degree word before the adjective it grades, even a participle', () => {
    expect(adverbsOf('Hun sang yderst smukt.')).toEqual(['yderst']);
    expect(adverbsOf('Han kørte rasende hurtigt.')).toEqual(['rasende', 'hurtig']);
  });

  it('leaves out a participle as manner, and a base-form adjective after a speech verb (manner or state)', () => {
    expect(adverbsOf('»Ja,« sagde hun smilende.')).toEqual([]);
    expect(adverbsOf('»Ja,« sagde hun smilende.', false)).toEqual(['smilende']);
    expect(adverbsOf('Han ventede spændt paa Svaret.')).toEqual([]);
    expect(adverbsOf('»Nej,« sagde Frederik vranten.')).toEqual([]);
    expect(adverbsOf('»Nej,« sagde Frederik vrantent.')).toEqual(['vrantent']);
  });

  it('leaves out a word after a comma or a dash, a list without a verb, sentence adverbs and fixed phrases', () => {
    expect(adverbsOf('Han talte til Forsamlingen, roligt og klart.')).toEqual([]);
    expect(adverbsOf('Intet er - som Præsten siger - umuligt for ham.')).toEqual([]);
    expect(adverbsOf('Hvor smukt, stille, fredfyldt!')).toEqual([]);
    expect(adverbsOf('Han havde øjensynligt glemt det.')).toEqual([]);
    expect(adverbsOf('Du kan lige saa godt gaa hjem.')).toEqual([]);
    expect(adverbsOf('Kort og godt! sagde han.')).toEqual([]);
  });

  it('keeps the word a descriptive word when it leaves it out of the adverbs', () => {
    const result = counted('»Ja,« sagde hun smilende.');
    expect([...result.descriptive.keys()]).toEqual(['smilende']);
  });
});

describe('filler words listed only with a cue of their filler sense (issue 28 points 3 and 6, round 7)', () => {
  it("lists 'nok', 'vist', 'vel' and 'jo' in the middle field, not 'nok' before what is enough", () => {
    expect(fillers('Han kommer nok i Morgen.')).toEqual(['nok']);
    expect(fillers('Du ved jo, hvordan han er.')).toEqual(['jo']);
    expect(fillers('Der er han vist.')).toEqual(['vist']);
    expect(fillers('Det er vel ikke sandt?')).toEqual(['vel']);
    expect(fillers('Der var nok Plads til alle.')).toEqual([]);
    expect(fillers('Han havde Penge nok til at rejse.')).toEqual([]);
    expect(fillers('Det var nok til at gøre ham glad.')).toEqual([]);
    expect(fillers('Deri handlede du vel, men nu er det for sent.')).toEqual([]);
  });

  it("lists 'bare' and 'blot' after an imperative in speech or a copula, never as 'only'", () => {
    expect(fillers('»Kom bare ind,« sagde hun.')).toEqual(['bare']);
    expect(fillers('»Ti blot stille!«')).toEqual(['blot']);
    expect(fillers('Han er bare træt.')).toEqual(['bare']);
    expect(fillers('Han behøvede blot at lukke Døren.')).toEqual([]);
    expect(fillers('Han behøvede blot at lukke Døren.', false)).toEqual(['blot']);
    expect(fillers('Det blev bare dunklere end før.')).toEqual([]);
  });

  it("lists the spoken 'altså' before what it stresses, not the inference in narration or a question", () => {
    expect(fillers('»Det er altså for galt,« sagde hun.')).toEqual(['altså']);
    expect(fillers('Det var altså sandt, hvad de sagde.')).toEqual([]);
    expect(fillers('»Du vil altså ikke med?«')).toEqual([]);
  });

  it("lists 'lige' after a modal before its verb, and degree words before what they grade", () => {
    expect(fillers('Du skal lige se her.')).toEqual(['lige']);
    expect(fillers('Hun var meget træt og lidt bange.')).toEqual(['meget', 'lidt']);
    expect(fillers('Der stod lidt varm Mad paa Bordet.')).toEqual([]);
    expect(fillers('Hun forstod ham helt.')).toEqual([]);
    expect(fillers('Hun var helt rolig.')).toEqual(['helt']);
  });

  it("never lists 'både', and keeps the fillers that have no other sense", () => {
    expect(fillers('De kom både om Morgenen og om Aftenen.')).toEqual([]);
    expect(fillers('Han var egentlig ikke sulten, men næsten færdig.')).toEqual(['egentlig', 'næsten']);
  });
});
