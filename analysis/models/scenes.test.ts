import { describe, expect, it } from 'vitest';
import { contentSchemaId } from '../../schemas/models/index.ts';
import { assertValid } from '../../schemas/validate.ts';
import { book, names, occurrences, warmBeforeAll } from '../test-support/paragraphs.ts';
import { segmentManuscript } from '../text/document.ts';
import { findNames } from '../text/names.ts';
import { bookCast, listCap, scenesAnalyser } from './scenes.ts';

warmBeforeAll();

describe('Scenes: characters', () => {
  it('finds names that speak, act or are addressed, most prominent first, with shares of all mentions', () => {
    const cast = bookCast(
      book(
        '»Kom nu,« sagde Marie. Hun gik ud i haven, og Peter fulgte efter.',
        '»Hvor skal vi hen, Marie?« spurgte Peter.',
        'Marie svarede ikke. Hun så på Peter og smilede.',
      ),
    );
    expect(names(cast.characters)).toEqual(['Marie', 'Peter']);
    expect(occurrences(cast.characters, 'Marie')).toBe(3);
    expect(occurrences(cast.characters, 'Peter')).toBe(3);
    expect(cast.characters.reduce((sum, entry) => sum + entry.score, 0)).toBeCloseTo(1, 3);
  });

  it('merges a title with the name, the name alone, and the title as a noun when one person has it', () => {
    const cast = bookCast(
      book(
        'Skovrider Berg kom ind i stuen. Berg satte sig ved bordet og tændte sin pibe.',
        '»Godaften,« sagde Berg. Skovrideren så træt ud.',
        'Senere rejste Skovrideren sig og gik.',
      ),
    );
    expect(cast.characters).toHaveLength(1);
    expect(cast.characters[0]).toMatchObject({ occurrences: 5, score: 1 });
    expect(cast.characters[0]!.name).toMatch(/Berg/u);
  });

  it('does not merge the title noun when two persons carry the title', () => {
    const cast = bookCast(
      book('Pastor Holm kom ind. Pastor Bruun fulgte efter. Så sagde Holm intet, og Bruun lo.', 'Pastoren gik hjem.'),
    );
    expect(cast.characters.map((entry) => entry.occurrences).sort()).toEqual([2, 2]);
  });

  it('merges first name and surname when they occur together', () => {
    const cast = bookCast(
      book(
        'Niels Lyhne gik ned til fjorden. Niels tænkte på sin mor.',
        '»Niels!« råbte hun. Niels vendte sig om, og Lyhne lo.',
      ),
    );
    expect(names(cast.characters)).toHaveLength(1);
    expect(cast.characters[0]!.occurrences).toBe(5);
  });

  it('counts a name at the start of a sentence when the book uses it as a name elsewhere', () => {
    const mentions = findNames(book('Hun mødte Karoline ved døren. Karoline smilede.'));
    expect(mentions.map((mention) => mention.key)).toEqual(['karoline', 'karoline']);
    expect(findNames(book('Stille gik hun ud. Hun var træt.'))).toEqual([]);
  });

  it('takes neither a compound noun nor a firm for a character', () => {
    const cast = bookCast(
      book(
        'I går afviste Miljøklagenævnet sagen, og Hafnia Holding tabte. Bagefter sagde Miljøklagenævnet ingenting.',
        'Så lo Hafnia Holding, og Grete Sørensen svarede. »Nej,« sagde Grete Sørensen.',
      ),
    );
    expect(names(cast.characters)).toEqual(['Grete Sørensen']);
  });

  it('does not take a word that is mostly written in lower case for a name', () => {
    const mentions = findNames(book('Han sagde Nej. Hun sagde nej. De sagde nej igen, og nej var svaret.'));
    expect(mentions).toEqual([]);
  });

  it('judges each book by its own evidence, also when the books follow each other in one worker', () => {
    const asName = book('Hun mødte Rose ved døren. Så kom Rose ind og satte sig.');
    const asWord = book('Han gav hende en rose. Hun tog en rose til. Så sagde Rose farvel.');
    const keys = (paragraphs: ReturnType<typeof book>) => findNames(paragraphs).map((mention) => mention.key);
    expect(keys(asName)).toEqual(['rose', 'rose']);
    expect(keys(asWord)).toEqual([]);
    expect(keys(asName)).toEqual(['rose', 'rose']);
  });
});

describe('Scenes: old spelling', () => {
  const oldSpelling = book(
    'Han gik over Marken til Skoven, hvor Hesten stod. Den gamle Mand saae op paa Himlen.',
    'Der var en Hest og en Mand i Skoven, og Manden talte til Hesten. Marie kom ud af Huset.',
    '»Godmorgen,« sagde Marie til Manden. Hun havde en Kurv og et Tørklæde om Hovedet.',
    'Marie gik hjem til Kjøbenhavn med sin Kurv. Hesten og Manden blev i Skoven.',
    'Det var en kold Dag, og Vinden gik over Marken. Marie frøs, men hun gik videre til Byen.',
  );

  it('does not take capitalised common nouns for names', () => {
    const cast = bookCast(oldSpelling);
    expect(names(cast.characters)).toEqual(['Marie']);
    expect(names(cast.locations)).toContain('Kjøbenhavn');
    expect(names(cast.locations)).not.toContain('Skoven');
  });

  it('reads old spellings of common words and of island names, and nouns after numerals', () => {
    const cast = bookCast(
      book(
        'Marie drak Punsch med sin Sjel fuld af Glæde. Punsch var godt, sagde Marie, og Punsch gjorde hende glad.',
        'Hun havde gaaet femten Mile, og tusinde Mile laae endnu for hende; hun talte hver af de Mile.',
        'Marie rejste til Samsøe og boede paa Samsøe hos Tante Olsen, og Olsen kom fra Fussingøe. Paa Fussingøe var der stille.',
        '»Kom, Marie,« sagde Olsen, og Marie fulgte med Olsen til Fussingøe og Samsøe.',
        'Der stod en Hest i en Stald, og et Barn sad paa en Stol ved et Bord med en Kop og et Glas i den Stue.',
      ),
    );
    expect(names(cast.characters)).toEqual(expect.arrayContaining(['Marie']));
    for (const noun of ['Punsch', 'Sjel', 'Mile', 'Samsøe', 'Fussingøe']) {
      expect(names(cast.characters)).not.toContain(noun);
    }
    expect(names(cast.locations)).toEqual(expect.arrayContaining(['Samsøe', 'Fussingøe']));
  });
});

describe('Scenes: places', () => {
  it('finds places after place prepositions and in the gazetteer, old spellings too', () => {
    const cast = bookCast(
      book(
        'Anna rejste fra Kjøbenhavn til Aarhus. I Aarhus boede hun hos sin søster.',
        'Senere tog Anna til Trollhättan og så videre til Stockholm. Hun elskede Stockholm.',
        'De boede i Vrønding, og fra Vrønding kørte de om søndagen.',
        'Hun længtes hjem til Vrønding. Hun sad i Fløiel.',
      ),
    );
    expect(names(cast.locations)).toEqual(
      expect.arrayContaining(['Kjøbenhavn', 'Aarhus', 'Stockholm', 'Trollhättan', 'Vrønding']),
    );
    expect(names(cast.locations)).not.toContain('Anna');
    expect(names(cast.locations)).not.toContain('Fløiel'); // once after a preposition is not enough
    expect(names(cast.characters)).toEqual(['Anna']);
  });

  it('adds a setting named by a definite noun after it follows a place preposition five times', () => {
    const visits = Array.from({ length: 5 }, (_, i) => `Den ${i + 1}. aften gik Jens hen på kroen.`).join(' ');
    const cast = bookCast(book(visits, 'Kroen lå ved vejen. Han gik til skolen.'));
    expect(cast.locations).toContainEqual(expect.objectContaining({ name: 'Kroen', occurrences: 6 }));
    expect(names(cast.locations)).not.toContain('Skolen');
  });
});

describe('Scenes: the cast and settings in figures', () => {
  it("counts characters and places, the main character's share of the mentions and place mentions per 10,000 words", () => {
    const paragraphs = book(
      '»Kom nu,« sagde Marie. Hun gik ud i haven, og Peter fulgte efter til Aarhus.',
      '»Hvor skal vi hen, Marie?« spurgte Peter.',
      'Marie svarede ikke. Hun så på Peter og smilede. Marie boede i Aarhus.',
    );
    const cast = bookCast(paragraphs);
    const words = paragraphs.reduce((sum, paragraph) => sum + paragraph.wordCount, 0);
    const placeMentions = cast.locations.reduce((sum, place) => sum + (place.occurrences ?? 0), 0);
    const mainMentions = cast.characters[0]!.occurrences!;
    const allMentions = cast.characters.reduce((sum, entry) => sum + (entry.occurrences ?? 0), 0);
    expect(names(cast.characters)).toEqual(['Marie', 'Peter']);
    expect(mainMentions).toBeGreaterThan(cast.characters[1]!.occurrences!);
    expect(names(cast.locations)).toEqual(['Aarhus']);
    expect(cast.global).toEqual({
      number_of_characters: 2,
      number_of_locations: 1,
      percentage_main_character: Math.round((mainMentions / allMentions) * 10_000) / 100,
      location_mentions_per_10000_words: Math.round((placeMentions / words) * 1_000_000) / 100,
    });
    assertValid(contentSchemaId('Scenes', 'global'), cast.global);
  });

  it('counts every character, not only the 200 listed', () => {
    const letters = 'bcdfghjklmnprstv';
    const invented = (i: number) => `Z${letters[i % 16]}o${letters[Math.floor(i / 16) % 16]}ak`;
    const cast = bookCast(
      book(...Array.from({ length: 230 }, (_, i) => `»Nej,« sagde ${invented(i)}. Så gik ${invented(i)}.`)),
    );
    expect(cast.characters).toHaveLength(listCap);
    expect(cast.global.number_of_characters).toBe(230);
  });
});

describe('Scenes: bad input', () => {
  it('gives empty lists for a text without names, valid against the schema', () => {
    const text = segmentManuscript([
      { kind: 'paragraph', text: 'Det regnede hele dagen. Hun sad ved vinduet og ventede.' },
    ]);
    const results = scenesAnalyser.analyse({ text, parts: [] });
    expect(results.map((result) => result.section)).toEqual(['global', 'characters', 'locations']);
    expect(results.map((result) => result.content)).toEqual([
      {
        number_of_characters: 0,
        number_of_locations: 0,
        percentage_main_character: 0,
        location_mentions_per_10000_words: 0,
      },
      [],
      [],
    ]);
    for (const { section, content } of results) assertValid(contentSchemaId('Scenes', section), content);
  });

  it('gives figures of 0, never NaN, for a book without words', () => {
    expect(bookCast([]).global).toEqual({
      number_of_characters: 0,
      number_of_locations: 0,
      percentage_main_character: 0,
      location_mentions_per_10000_words: 0,
    });
  });

  it('finds no flood of names in a text in capitals', () => {
    const text = 'DER VAR ENGANG EN MAND SOM HED HANS. HAN BOEDE I EN LILLE BY VED HAVET OG GIK HVER DAG TIL SKOVEN.';
    const cast = bookCast(book(text, text.replace('HANS', 'PETER')));
    expect(cast.characters).toEqual([]);
    expect(cast.locations).toEqual([]);
  });

  it('finds no flood of names in a text with every word capitalised', () => {
    const capitalised = (text: string) => text.replace(/\p{L}+/gu, (word) => word[0]!.toUpperCase() + word.slice(1));
    const text = capitalised(
      'der var engang en mand som gik hver dag til skoven med sin hund. han sagde intet og hunden gøede. ' +
        'om aftenen kom han hjem og spiste sin suppe ved bordet i den lille stue.',
    );
    const cast = bookCast(book(text, text, capitalised('så sagde Marie til ham at hun ville rejse til Aalborg.')));
    expect(cast.characters.length + cast.locations.length).toBeLessThanOrEqual(2);
    expect(names(cast.characters)).not.toContain('Mand');
    expect(names(cast.locations)).not.toContain('Skoven');
  });

  it('caps each list at 200 entries', () => {
    const letters = 'bcdfghjklmnprstv';
    const invented = (i: number) => `Z${letters[i % 16]}o${letters[Math.floor(i / 16) % 16]}ak`;
    const paragraphs = Array.from(
      { length: 260 },
      (_, i) => `»Nej,« sagde ${invented(i)}. Så gik ${invented(i)} hjem til ${invented(i)}by.`,
    );
    const cast = bookCast(book(...paragraphs));
    expect(cast.characters).toHaveLength(listCap);
    expect(cast.locations.length).toBeLessThanOrEqual(listCap);
  });
});
