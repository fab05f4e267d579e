/**
 * Bad input for the lists of names and clichés (Karakterer, Scener, Klicheer): a text with no names, one that is
 * all names, English, dialect and a file of the largest size an upload may have each give a valid result.
 */
import { describe, expect, it } from 'vitest';
import { contentSchemaId } from '../../schemas/models/index.ts';
import { assertValid } from '../../schemas/validate.ts';
import { decodeText, textToBlocks } from '../import/txt.ts';
import { book, names, warmBeforeAll } from '../test-support/paragraphs.ts';
import { type Paragraph, segmentManuscript } from '../text/document.ts';
import { clichesGlobal } from './cliches.ts';
import { bookCast } from './scenes.ts';

warmBeforeAll();

/** The three lists and the clichés of a book, each checked against its schema. */
function validLists(paragraphs: readonly Paragraph[]) {
  const cast = bookCast(paragraphs);
  const cliches = clichesGlobal(paragraphs);
  assertValid(contentSchemaId('Scenes', 'global'), cast.global);
  assertValid(contentSchemaId('Scenes', 'characters'), cast.characters);
  assertValid(contentSchemaId('Scenes', 'locations'), cast.locations);
  assertValid(contentSchemaId('Cliches', 'global'), cliches);
  return { ...cast, cliches };
}

describe('Names and clichés: bad input', () => {
  it('gives empty lists for a text with no names', () => {
    const lists = validLists(book('Det regnede hele dagen. Hun sad ved vinduet og ventede.', 'Han kom ikke.'));
    expect(lists.characters).toEqual([]);
    expect(lists.locations).toEqual([]);
    expect(lists.global.number_of_characters).toBe(0);
  });

  it('gives a valid result for a text that is all names, without taking every word for a character', () => {
    const all = 'Anders Bente Carl Dorthe Erik Frida Gustav Hanne Ib Jette Kaj Lone Mogens Nina Ole Pia';
    const lists = validLists(book(all, `${all}.`, all.split(' ').reverse().join(' ')));
    // Names with no evidence of a person (no speech, no action, no title) are no characters.
    expect(lists.characters.length).toBeLessThanOrEqual(3);
    expect(Number.isFinite(lists.global.percentage_main_character)).toBe(true);
  });

  it('takes no English function word for a name in an English text', () => {
    const lists = validLists(
      book(
        'The old man walked down to the harbour. He said nothing, and The Captain did not answer him.',
        '"Where are you going, John?" asked Mary. I do not know, said John, And then he left for London.',
        'It was a cold morning in London. They met at The Crown, where Mary ordered tea.',
      ),
    );
    for (const word of ['The', 'I', 'And', 'It', 'They', 'He', 'Where']) {
      expect(names(lists.characters)).not.toContain(word);
      expect(names(lists.locations)).not.toContain(word);
    }
  });

  it('takes no dialect word for a person in a text in dialect', () => {
    const lists = validLists(
      book(
        '- Æ ka it li æ Hued i dag, sagde Jens. - Hva Stej er det, Mari? Æ Or er it go.',
        '- Det er æ Hued, Jens, sagde Mari. Æ Lam skal ud, og æ Jurd er vaad, og Or bløw it sagt.',
        'Jens gik ud i Gaarden. Der stod en Ko og et Lam ved Laden, og Mari kom efter med en Spand.',
        '- Æ Hued værker, sagde Jens. Stej er it te og find. Æ Jurd er haard.',
        'Der var en Mand og en Kone i den Gaard, og Manden havde et Øg og en Ko i Stalden ved det Hus.',
        'Mari tog en Spand og et Reb og gik med en Kurv til den Mark, hvor et Lam og en Kalv stod.',
      ),
    );
    expect(names(lists.characters).sort()).toEqual(['Jens', 'Mari']);
  });

  it('gives a valid result for a file of 10,000,000 bytes', { timeout: 600_000 }, () => {
    const women = ['Marie', 'Sofie', 'Karen', 'Inger', 'Ellen', 'Grethe', 'Birthe'];
    const men = ['Peter', 'Niels', 'Ole', 'Jørgen', 'Svend', 'Poul', 'Henning', 'Aksel', 'Viggo', 'Erling', 'Knud'];
    const chapter = (n: number) =>
      `Kapitel ${n}\n\n»Kom nu, ${women[n % 7]},« sagde ${men[n % 11]} og smilede. De gik ned til Aalborg og ` +
      'holdt vejret, da toget kom. Det regnede, og hun var kold som is. Han trak på skuldrene.\n\n' +
      `${women[n % 7]} svarede ikke. Hun så på ${men[n % 11]} og gik hjem til Kroen, hvor Fru Hansen ventede.\n\n`;
    const parts: string[] = [];
    let bytes = 0;
    for (let n = 0; bytes < 10_000_000; n++) {
      const part = chapter(n);
      parts.push(part);
      bytes += Buffer.byteLength(part);
    }
    const file = new TextEncoder().encode(parts.join('')).slice(0, 10_000_000);
    expect(file.length).toBe(10_000_000);
    const lists = validLists(segmentManuscript(textToBlocks(decodeText(file))).paragraphs);
    expect(names(lists.characters)).toEqual(expect.arrayContaining([...women, ...men, 'Fru Hansen']));
    expect(names(lists.locations)).toContain('Aalborg');
    expect(lists.cliches.groups.map((group) => group.cliche)).toEqual(
      expect.arrayContaining(['holdt vejret', 'kold som is']),
    );
  });
});
