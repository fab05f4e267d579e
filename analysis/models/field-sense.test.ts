import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

/** The fields with every supported use listed (recurrence 1): the sense rules alone, on a text of one paragraph. */
const everyUse = (paragraphs: Parameters<typeof semanticFieldsGlobal>[0]) =>
  semanticFieldsGlobal(paragraphs, undefined, true, 1);

beforeAll(() => {
  warmLexicons();
}, 120_000);

const keywordsOf = (text: string, field: string, window?: number) =>
  Object.keys(
    semanticFieldsGlobal([segmentParagraph(text)], window, true, 1).topics.find((topic) => topic.topic === field)
      ?.keywords ?? {},
  );

describe('the sense check of the semantic fields', () => {
  it('counts a field word only when another word of its field stands near it', () => {
    expect(keywordsOf('Han tjente en Krone om Dagen og gik saa hjem.', 'Adel og kongehus')).toEqual([]);
    expect(keywordsOf('Kongen bar Kronen, og Dronningen sad paa Tronen.', 'Adel og kongehus')).toEqual(
      expect.arrayContaining(['konge', 'krone']),
    );
    // with the check turned off, the lone coin counts
    expect(keywordsOf('Han tjente en Krone om Dagen og gik saa hjem.', 'Adel og kongehus', 0)).toEqual(['krone']);
  });

  it('does not count a repeated word as its own support', () => {
    expect(keywordsOf('Nat efter Nat gik han ud; ved Nat var Byen stille.', 'Søvn og drømme')).toEqual([]);
  });

  it("counts a form that is a verb's too only where it reads as a noun", () => {
    const orbit = 'kometen fulgte sin bane om solen, og planeterne og stjernerne skinnede i rummet.';
    expect(keywordsOf(orbit, 'Rummet og science fiction')).toContain('bane');
    const cleared = 'han banede sig vej gennem mængden, mens planeterne og stjernerne skinnede i rummet.';
    expect(keywordsOf(cleared, 'Rummet og science fiction')).not.toContain('bane');
  });
});

describe('semantic-field keywords by sense (issue 28 point 3)', () => {
  it('counts a unit of money for money after an amount only, and for its other field elsewhere', () => {
    expect(keywordsOf('Han betalte fem Øre, og Regningen var paa 25 Kroner i Banken.', 'Penge og økonomi')).toEqual(
      expect.arrayContaining(['øre', 'regning']),
    );
    const ear = 'Der naaede til hans Øre en Lyd, og han holdt Haanden for Munden og Næsen.';
    expect(keywordsOf(ear, 'Penge og økonomi')).toEqual([]);
    expect(keywordsOf(ear, 'Kroppen')).toEqual(expect.arrayContaining(['øre']));
  });

  it('lists no word whose everyday sense is another: a room, hours, a tone of voice, a maid', () => {
    const text = 'Der var ikke Plads i Rummet. I to Timer talte hun i en mild Tone med Pigen om Natten.';
    const fields = everyUse([segmentParagraph(text)]).topics.flatMap((topic) => Object.keys(topic.keywords));
    for (const word of ['plads', 'rummet', 'timer', 'tone', 'pige', 'nat', 'mild']) expect(fields).not.toContain(word);
  });

  it('lists no keyword for empty text, names only or English text', () => {
    expect(everyUse([segmentParagraph('')]).topics).toEqual([]);
    expect(everyUse([segmentParagraph('Jens Peter Hansen. Karen Marie. Ole.')]).topics).toEqual([]);
    const english = everyUse([segmentParagraph('The king wore his crown in the castle by the sea.')]);
    expect(english.topics.flatMap((topic) => Object.keys(topic.keywords))).toEqual([]);
  });
});

describe('semantic-field keywords: surnames that are common nouns too (issue 28 point 3, round 2)', () => {
  it('counts no field word the book introduced as a surname, after the title or alone later', () => {
    const named =
      'Købmand Gran gik gennem Skoven forbi Bøgene. Fru Gran ventede. Saa standsede gamle Gran hos Stammen.';
    expect(keywordsOf(named, 'Skoven')).not.toContain('gran');
    expect(keywordsOf(named, 'Skoven')).toContain('skoven');
  });

  it('still counts the noun after an article (and an adjective), and the word of a book with no such name', () => {
    const tree = 'Købmand Gran og Fru Gran gik gennem Skoven og satte sig under den gamle Gran ved Bøgene.';
    const once = 'Købmand Gran gik gennem Skoven. Saa standsede han, og Gran og Bøg stod der.';
    expect(keywordsOf(once, 'Skoven')).toContain('gran');
    expect(keywordsOf(tree, 'Skoven')).toContain('gran');
    expect(keywordsOf('Han gik gennem Skoven. Saa standsede han, og Gran og Bøg stod der.', 'Skoven')).toContain(
      'gran',
    );
  });
});

describe('semantic-field keywords: forms of another word (issue 28 point 3, round 3)', () => {
  it("counts no finite form of a field's verb that reads as a noun, and keeps the verb", () => {
    const lap = 'Soldaten laa med Geværet i sit Skød, og Fjenden og Kampen var langt borte.';
    expect(keywordsOf(lap, 'Vold og kamp')).not.toContain('skyde');
    const shot = 'Soldaten skød med Geværet, og Fjenden og Kampen var nær.';
    expect(keywordsOf(shot, 'Vold og kamp')).toContain('skyde');
    const waves = 'Skibet gik mod Kysten, og Bølger slog mod Stranden ved Havet.';
    expect(keywordsOf(waves, 'Havet og kysten')).toContain('bølger');
  });
});

describe('semantic-field keywords: art and a skill (issue 28 point 3, round 4)', () => {
  it("counts no 'kunst' that is a skill or a trick, and keeps art", () => {
    const skill = 'Maleren sagde, at det er en Kunst at tie, og Digteren nikkede i sit Atelier.';
    expect(keywordsOf(skill, 'Kunst og kultur')).not.toContain('kunst');
    const tricks = 'Maleren viste sine Kunster for Digteren i Atelieret.';
    expect(keywordsOf(tricks, 'Kunst og kultur')).not.toContain('kunst');
    const art = 'Maleren talte om Kunsten med Digteren i sit Atelier.';
    expect(keywordsOf(art, 'Kunst og kultur')).toContain('kunst');
  });
});

describe('semantic-field keywords: participles and a fellow (issue 28 point 3, round 4)', () => {
  it('counts no present participle as the noun, nor one that grades an adjective', () => {
    const duck = 'Hanen gik omkring, dukkende med Hovedet, og Legen og Legetøjet laa paa Gulvet.';
    expect(keywordsOf(duck, 'Barndom og leg')).not.toContain('dukke');
    const stifling = 'Her er kvælende hedt, sagde han, og Kampen og Slaget var forbi.';
    expect(keywordsOf(stifling, 'Vold og kamp')).not.toContain('kvæle');
    const strangled = 'Han ville kvæle Fjenden med Kniven i Kampen, og Slaget var haardt.';
    expect(keywordsOf(strangled, 'Vold og kamp')).toContain('kvæle');
  });
});

describe('semantic-field keywords: a thought and a wish (issue 28 point 3, round 5)', () => {
  it("counts no 'tanken' for the war and no 'begære at' for love", () => {
    const thought = 'Soldaten blev urolig ved tanken om Krigen og Slaget.';
    expect(keywordsOf(thought, 'Krig og militær')).not.toContain('tank');
    const wish = 'Du begærer at komme hjem, sagde den Elskede, og Kærligheden var stor.';
    expect(keywordsOf(wish, 'Kærlighed og romantik')).not.toContain('begære');
  });
});

describe('field words in another sense (issue 28 point 3, round 6)', () => {
  it("reads 'hede' as heat unless a preposition of place leads it to the heath", () => {
    const nature = 'Natur og landskab';
    expect(keywordsOf('Heden i hans Sjæl brændte, og Solen stod over Bakken.', nature)).not.toContain('hede');
    expect(keywordsOf('Han gik ud paa Heden, hvor Lyngen groede ved Bakken.', nature)).toContain('hede');
  });

  it("reads 'spor' beside rails, after 'ikke' or 'sætte' as no clue", () => {
    const crime = 'Forbrydelse og politi';
    expect(keywordsOf('Toget kørte paa de lagte Spor, og Politiet ventede paa Tyven.', crime)).not.toContain('spor');
    expect(keywordsOf('Han viste ikke Spor af Frygt, da Politiet tog Tyven.', crime)).not.toContain('spor');
    expect(keywordsOf('Politiet fandt et Spor efter Tyven ved Mordet.', crime)).toContain('spor');
  });

  it("reads 'sætte Pris paa' and 'Lov og Pris' as no price", () => {
    const money = 'Penge og økonomi';
    expect(keywordsOf('Han satte Pris paa hendes Venskab, skønt han var fattig og i Gæld.', money)).not.toContain(
      'pris',
    );
    expect(keywordsOf('Prisen var høj, og han betalte med sine sidste Penge.', money)).toContain('pris');
  });

  it('drops a field noun inside a simile and keeps it said outright', () => {
    const fear = 'Frygt og uhygge';
    expect(keywordsOf('Taagen laa som et Spøgelse over Søen, og han frygtede Mørket.', fear)).not.toContain('spøgelse');
    expect(keywordsOf('Han saa et Spøgelse i Mørket og skreg af Frygt.', fear)).toContain('spøgelse');
  });
});
