/**
 * Characters of the shared novels against the team's hand-read list (bench/eval/gold/characters.tsv: each book's
 * main characters, the names they go by). Per book: recall of the product's top 20 (gold characters found among
 * them, over the number of gold characters or 20 when the book has more), precision of the top 10 (entries that
 * are a gold character; and of the top k, k = the number of gold characters when under ten). A product name matches a character when it equals one of its names, a title in front
 * taken off ("Fru Boye" → "Boye"), 'aa' and 'å' alike. A line marked `minor` in a third column is a character read
 * by hand with fewer than ten mentions: listing it is right (precision) but the recall does not ask for it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { honorifics, nameKey } from '../../analysis/lexicons/names.ts';
import { bookCast, narratorName } from '../../analysis/models/scenes.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { ratio } from './tense.ts';

const goldFile = new URL('./gold/characters.tsv', import.meta.url);

function matchKeys(name: string): string[] {
  const key = nameKey(name.replace(/\./gu, ''));
  const words = key.split(' ');
  const untitled = words.length > 1 && honorifics().has(words[0]!) ? words.slice(1).join(' ') : key;
  return [key, untitled];
}

interface GoldCharacter {
  /** The names as the gold writes them, and without a title in front. */
  keys: string[];
  /** The names as the gold writes them. */
  wholes: string[];
  minor: boolean;
}

function readGold(): Map<string, GoldCharacter[]> {
  const gold = new Map<string, GoldCharacter[]>();
  for (const line of readFileSync(goldFile, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [book, names, mark] = line.split('\t');
    const list = gold.get(book!) ?? [];
    const written = names!.split('|');
    list.push({
      keys: written.flatMap(matchKeys),
      wholes: written.map((name) => matchKeys(name)[0]!),
      minor: mark === 'minor',
    });
    gold.set(book!, list);
  }
  return gold;
}

export function scoreCharacters(folder: string) {
  const gold = readGold();
  const books = readdirSync(folder)
    .filter((name) => gold.has(name))
    .sort()
    .map((name) => {
      const text = segmentManuscript(textToBlocks(decodeText(readFileSync(join(folder, name)))));
      const characters = bookCast(text.paragraphs).characters;
      const everyone = gold.get(name)!;
      const cast = everyone.filter((character) => !character.minor);
      // The name as the product gives it first, then without its title: "Fru Steffensen" and "Steffensen" are two
      // people when the gold lists both, and the untitled key of the first must not take the second's place.
      const characterOf = (productName: string) => {
        const [whole, untitled] = matchKeys(productName);
        const exact = cast.findIndex((character) => character.wholes.includes(whole!));
        return exact >= 0
          ? exact
          : cast.findIndex((character) => character.keys.includes(whole!) || character.keys.includes(untitled!));
      };
      const isCharacter = (productName: string) => {
        // The product lists a first-person narrator only in a book told in the first person.
        if (productName === narratorName) return true;
        const keys = matchKeys(productName);
        return everyone.some((character) => keys.some((key) => character.keys.includes(key)));
      };
      const top20 = new Set(characters.slice(0, 20).map((entry) => characterOf(entry.name)));
      const found = cast.filter((_, index) => top20.has(index)).length;
      const top10 = characters.slice(0, 10);
      const right = top10.filter((entry) => isCharacter(entry.name)).length;
      // A book with fewer than ten main characters cannot fill a top 10 with them: also scored on its first k.
      const topK = characters.slice(0, Math.min(10, cast.length));
      const rightK = topK.filter((entry) => isCharacter(entry.name)).length;
      return {
        book: name,
        gold_characters: cast.length,
        recall_top20: ratio(found, Math.min(cast.length, 20)),
        precision_top10: ratio(right, top10.length),
        precision_top_k: ratio(rightK, topK.length),
        top10: top10.map((entry) => `${entry.name} (${entry.occurrences})${isCharacter(entry.name) ? '' : ' ✗'}`),
        missed: cast.filter((_, index) => !top20.has(index)).map((character) => character.keys[0]),
      };
    });
  const mean = (values: number[]) =>
    ratio(
      values.reduce((sum, value) => sum + value, 0),
      values.length,
    );
  return {
    task: 'characters',
    mean_recall_top20: mean(books.map((book) => book.recall_top20)),
    mean_precision_top10: mean(books.map((book) => book.precision_top10)),
    mean_precision_top_k: mean(books.map((book) => book.precision_top_k)),
    books,
  };
}
