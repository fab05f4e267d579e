/**
 * The genre and audience model (analysis/models/classification.ts) by the product's own analysis:
 * - the team's 40 short texts (tests/fixtures/genre, MANIFEST.tsv labels; written to evaluate the model, not used
 *   to set its weights): confusion tables of the given genre and audience against the top class, top-1 and top-2
 *   accuracy;
 * - the shared novels (../shared/corpus/literature, MANIFEST.tsv: editorial guesses), their genre label mapped to
 *   the rules' genres (historical novel → Historisk roman, fairy tales → Fantasy, the realist and psychological
 *   novels, novella, diary → Samtidsroman, the realist fiction of its day) and audience (adult → Voksne, children →
 *   Boern): the share whose label is the top or second class.
 *   npm run eval -- genre [../shared/corpus/literature]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeText, textToBlocks } from '../../analysis/import/txt.ts';
import { analyseText } from '../../analysis/index.ts';
import { segmentManuscript } from '../../analysis/text/document.ts';
import { novelAudience, novelGenre } from './novel-labels.ts';

const fixtures = new URL('../../tests/fixtures/genre/', import.meta.url);

type Model = 'GenreClassification' | 'AudienceClassification';

function ranking(bytes: Uint8Array, model: Model): string[] {
  const text = segmentManuscript(textToBlocks(decodeText(bytes)));
  return (analyseText(text).find((item) => item.model === model)!.content as { class: string }[]).map(
    (entry) => entry.class,
  );
}

function manifest(file: URL | string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

function confusion(rows: { given: string; ranked: string[] }[]) {
  const table: Record<string, Record<string, number>> = {};
  for (const { given, ranked } of rows) {
    table[given] ??= {};
    table[given][ranked[0]!] = (table[given][ranked[0]!] ?? 0) + 1;
  }
  const share = (hits: number) => Math.round((hits / Math.max(1, rows.length)) * 1000) / 1000;
  return {
    texts: rows.length,
    top1: share(rows.filter((row) => row.ranked[0] === row.given).length),
    top2: share(rows.filter((row) => row.ranked.slice(0, 2).includes(row.given)).length),
    confusion: table,
  };
}

export function scoreGenre(literature: string) {
  const team = manifest(new URL('MANIFEST.tsv', fixtures)).map(([file, genre, audience]) => {
    const bytes = new Uint8Array(readFileSync(new URL(file!, fixtures)));
    return {
      file,
      genre: genre!,
      audience: audience!,
      genres: ranking(bytes, 'GenreClassification'),
      audiences: ranking(bytes, 'AudienceClassification'),
    };
  });
  const novels = manifest(join(literature, 'MANIFEST.tsv'))
    .filter(([file]) => file !== 'file')
    .map((fields) => {
      const bytes = new Uint8Array(readFileSync(join(literature, fields[0]!)));
      return {
        book: fields[0]!.replace(/\.txt$/u, ''),
        genre: novelGenre(fields[6] ?? ''),
        audience: novelAudience(fields[8] ?? ''),
        genres: ranking(bytes, 'GenreClassification').slice(0, 2),
        audiences: ranking(bytes, 'AudienceClassification').slice(0, 2),
      };
    });
  const inTop2 = (label: string, ranked: string[]) => ranked.slice(0, 2).includes(label);
  return {
    task: 'genre',
    team_texts: {
      genre: confusion(team.map((t) => ({ given: t.genre, ranked: t.genres }))),
      audience: confusion(team.map((t) => ({ given: t.audience, ranked: t.audiences }))),
    },
    novels: {
      genre_in_top2: novels.filter((n) => inTop2(n.genre, n.genres)).length / novels.length,
      audience_in_top2: novels.filter((n) => inTop2(n.audience, n.audiences)).length / novels.length,
      books: novels,
    },
  };
}
