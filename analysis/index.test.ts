import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ModelName, modelContentSchemas } from '../schemas/models/index.ts';
import { validate } from '../schemas/validate.ts';
import { checkImport } from './import/index.ts';
import {
  analyseManuscript,
  analyseManuscriptShare,
  analyseManuscriptSplit,
  analyseManuscriptWithPassages,
  checkManuscriptFile,
  defaultPassagesMaxBytes,
} from './index.ts';
import {
  docxWithParagraphs,
  epubWithDanglingSpine,
  epubWithRepeatedSpine,
  zipBomb,
  zipOf,
} from './test-support/hostile-files.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../tests/fixtures/manuscripts/${name}`, import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? `uncoded: ${String(error)}`;
  }
  return 'no error';
}

describe('analyseManuscript', () => {
  it('returns items that are valid against their schemas, for txt, docx and epub alike', async () => {
    const lixByType: number[] = [];
    for (const name of ['fyrtaarnet.txt', 'fyrtaarnet.docx', 'fyrtaarnet.epub']) {
      const items = await analyseManuscript({ bytes: fixture(name), fileName: name });
      for (const item of items) {
        const schema = modelContentSchemas[item.model]?.[item.section];
        expect(schema, `${item.model}/${item.section}`).toBeDefined();
        expect(validate(schema!.$id, item.content).ok).toBe(true);
      }
      const legibility = items.find((i) => i.model === 'Legibility' && i.section === 'global')!.content as {
        lix: number;
        number_of_words: number;
        number_of_sentences: number;
        number_of_complex_words: number;
      };
      const { number_of_words: w, number_of_sentences: s, number_of_complex_words: c } = legibility;
      expect(legibility.lix).toBeCloseTo(w / s + (100 * c) / w, 2);
      lixByType.push(legibility.lix);
    }
    expect(new Set(lixByType).size).toBe(1);
  }, 60_000);

  it('runs only the models asked for and reports progress', async () => {
    const stages: string[] = [];
    const items = await analyseManuscript(
      { bytes: fixture('fyrtaarnet.txt'), fileName: 'f.txt' },
      { models: ['Legibility'], onProgress: (stage) => stages.push(stage) },
    );
    expect(new Set(items.map((i) => i.model))).toEqual(new Set(['Legibility']));
    expect(stages[0]).toBe('import');
    expect(stages).toContain('Legibility');
  });

  it('cuts the book into parts whose text adds up to the whole book', async () => {
    const items = await analyseManuscript(
      { bytes: fixture('fyrtaarnet.txt'), fileName: 'f.txt' },
      { models: ['Chunk'] },
    );
    const parts = items[0]!.content as { part: number; chunk_id: number; number_of_words: number }[];
    expect(parts[0]!.part).toBe(0);
    expect(parts.map((p) => p.chunk_id)).toEqual(parts.map((_, i) => i));
    expect(parts.every((p, i) => i === 0 || p.part > parts[i - 1]!.part)).toBe(true);
  });
});

describe('bad input gives a coded ManuscriptError', () => {
  const cases: [string, () => Promise<unknown>, string][] = [
    ['empty text', () => analyseManuscript({ bytes: text('  \n\n  '), fileName: 'a.txt' }), 'EMPTY_TEXT'],
    ['empty file', () => analyseManuscript({ bytes: new Uint8Array(), fileName: 'a.txt' }), 'EMPTY_TEXT'],
    [
      'no sentences',
      () => analyseManuscript({ bytes: text('... --- 123 456 !!!\n\n* * *'), fileName: 'a.txt' }),
      'NO_SENTENCES',
    ],
    [
      'English',
      () =>
        analyseManuscript({
          bytes: text(
            'It was a dark and stormy night. The rain fell in torrents, except at occasional intervals, when it was checked by a violent gust of wind which swept up the streets, for it is in London that our scene lies, rattling along the housetops and fiercely agitating the scanty flame of the lamps that struggled against the darkness.',
          ),
          fileName: 'a.txt',
        }),
      'NOT_DANISH',
    ],
    [
      'binary junk renamed .txt',
      () => analyseManuscript({ bytes: new Uint8Array(4096).map((_, i) => (i * 131) % 256), fileName: 'a.txt' }),
      'NOT_TEXT',
    ],
    ['a .pdf', () => analyseManuscript({ bytes: text('%PDF-1.4'), fileName: 'bog.pdf' }), 'UNSUPPORTED_TYPE'],
    [
      'docx without word/document.xml',
      () => analyseManuscript({ bytes: zipOf({ '[Content_Types].xml': '<Types/>' }), fileName: 'a.docx' }),
      'MISSING_CONTENT',
    ],
    [
      'epub whose spine points nowhere',
      () => analyseManuscript({ bytes: epubWithDanglingSpine(), fileName: 'a.epub' }),
      'MISSING_CONTENT',
    ],
    [
      'truncated docx',
      () => analyseManuscript({ bytes: fixture('fyrtaarnet.docx').subarray(0, 1500), fileName: 'a.docx' }),
      'CORRUPT_FILE',
    ],
    [
      'docx that is not a zip',
      () => analyseManuscript({ bytes: text('Hej med dig.'), fileName: 'a.docx' }),
      'CORRUPT_FILE',
    ],
  ];
  for (const [name, run, code] of cases) {
    it(name, async () => {
      expect(await errorCode(run())).toBe(code);
    });
  }

  it('rejects a zip bomb that admits its size, before any XML parser sees it', async () => {
    const bomb = zipBomb('word/document.xml', 130);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await errorCode(analyseManuscript({ bytes: bomb, fileName: 'bombe.docx' }))).toBe('TOO_LARGE_UNCOMPRESSED');
    expect(await errorCode(checkManuscriptFile(bomb, 'bombe.docx'))).toBe('TOO_LARGE_UNCOMPRESSED');
  });

  it('rejects a zip bomb whose headers lie about its size, in bounded memory', async () => {
    const bomb = zipBomb('word/document.xml', 300, 2_000);
    const before = process.memoryUsage().rss;
    const code = await errorCode(checkManuscriptFile(bomb, 'bombe.docx'));
    expect(['CORRUPT_FILE', 'TOO_LARGE_UNCOMPRESSED']).toContain(code);
    expect(process.memoryUsage().rss - before).toBeLessThan(100_000_000);
  });
});

describe('the committed hostile files (tests/fixtures/manuscripts/hostile)', () => {
  const expected: Record<string, string> = {
    'english.txt': 'NOT_DANISH',
    'junk.txt': 'NOT_TEXT',
    'blank.txt': 'EMPTY_TEXT',
    'no-sentences.txt': 'NO_SENTENCES',
    'truncated.docx': 'CORRUPT_FILE',
    'not-a-zip.docx': 'CORRUPT_FILE',
    'no-document.docx': 'MISSING_CONTENT',
    'dangling-spine.epub': 'MISSING_CONTENT',
    'bog.pdf': 'UNSUPPORTED_TYPE',
  };
  for (const [name, code] of Object.entries(expected)) {
    it(`${name} gives ${code}`, async () => {
      expect(await errorCode(analyseManuscript({ bytes: fixture(`hostile/${name}`), fileName: name }))).toBe(code);
    });
  }
});

describe('checkManuscriptFile', () => {
  it('names the type of valid files', async () => {
    expect(await checkManuscriptFile(fixture('fyrtaarnet.txt'), 'Bog.TXT')).toBe('TEXT');
    expect(await checkManuscriptFile(fixture('fyrtaarnet.docx'), 'bog.docx')).toBe('DOCX');
    expect(await checkManuscriptFile(fixture('fyrtaarnet.epub'), 'bog.epub')).toBe('EPUB');
  });

  it('refuses an empty or blank text file before any job is queued', async () => {
    expect(await errorCode(checkManuscriptFile(text(' \n\t\n'), 'tom.txt'))).toBe('EMPTY_TEXT');
    expect(await errorCode(checkManuscriptFile(new Uint8Array(), 'tom.txt'))).toBe('EMPTY_TEXT');
  });

  it('uses the exact message of the spec for other extensions', async () => {
    await expect(checkManuscriptFile(text('x'), 'bog.doc')).rejects.toThrow(
      'Det uploadede fil format er ikke understøttet. Kun docx, epub og txt.',
    );
  });

  it('rejects content that does not match the extension', async () => {
    expect(await errorCode(checkManuscriptFile(fixture('fyrtaarnet.docx'), 'bog.txt'))).toBe('NOT_TEXT');
    expect(await errorCode(checkManuscriptFile(fixture('fyrtaarnet.docx'), 'bog.epub'))).toBe('MISSING_CONTENT');
    expect(await errorCode(checkManuscriptFile(fixture('fyrtaarnet.txt'), 'bog.epub'))).toBe('CORRUPT_FILE');
  });

  it('reads a chapter the spine lists thousands of times once', async () => {
    const paragraph = 'Hun gik ned til søen og så på vandet, der lå stille i aftensolen.';
    const epub = epubWithRepeatedSpine(4_000, paragraph);
    const items = await analyseManuscript({ bytes: epub, fileName: 'gentaget.epub' }, { models: ['Legibility'] });
    const legibility = items.find((item) => item.model === 'Legibility' && item.section === 'global');
    expect((legibility!.content as { number_of_words: number }).number_of_words).toBe(14);
  });

  it('refuses a small file that unpacks to more than 10,000,000 characters of text, in Danish', async () => {
    const paragraph = 'Hun gik ned til søen og så på vandet, der lå stille i aftensolen.';
    const docx = docxWithParagraphs(160_000, paragraph);
    expect(docx.length).toBeLessThan(2_000_000);
    expect(await errorCode(analyseManuscript({ bytes: docx, fileName: 'lang.docx' }))).toBe('TEXT_TOO_LONG');
    try {
      await analyseManuscript({ bytes: docx, fileName: 'lang.docx' });
    } catch (error) {
      expect((error as Error).message).toMatch(
        /^Teksten i filen er for lang: Lektør analyserer højst 10\.000\.000 tegn/,
      );
    }
  }, 60_000);
});

describe('checkImport, the full check of an upload request', () => {
  it('counts the text of every kind of valid file alike', async () => {
    const counts = await Promise.all(
      ['fyrtaarnet.txt', 'fyrtaarnet.docx', 'fyrtaarnet.epub'].map((name) => checkImport(fixture(name), name)),
    );
    expect(counts[0]).toBeGreaterThan(1_000);
    for (const count of counts) expect(Math.abs(count - counts[0]!) / counts[0]!).toBeLessThan(0.05);
  });

  it('refuses what the structural check lets through: no text, a spine outside the archive', async () => {
    expect(await errorCode(checkImport(docxWithParagraphs(10, ''), 'tom.docx'))).toBe('EMPTY_TEXT');
    expect(await errorCode(checkImport(epubWithRepeatedSpine(2, ''), 'tom.epub'))).toBe('EMPTY_TEXT');
    expect(await errorCode(checkImport(epubWithDanglingSpine(), 'bog.epub'))).toBe('MISSING_CONTENT');
    expect(await errorCode(checkManuscriptFile(epubWithDanglingSpine(), 'bog.epub'))).toBe('no error');
  });
});

describe('analyseManuscriptSplit', () => {
  it('gives the same sections, in the same order, and the same passages as the analysis in one thread', async () => {
    const file = { bytes: fixture('fyrtaarnet.txt'), fileName: 'fyrtaarnet.txt' };
    const limits = { maxBytes: defaultPassagesMaxBytes };
    const whole = await analyseManuscriptWithPassages(file, limits);
    const elsewhere = new Set<ModelName>(['Scenes', 'Cliches', 'SemanticFields', 'Perspective', 'PowerWords']);
    const split = await analyseManuscriptSplit(
      file,
      limits,
      {},
      {
        models: elsewhere,
        share: analyseManuscriptShare(file, [...elsewhere]),
      },
    );
    expect(Object.keys(whole.passages)).toContain('Cliches');
    expect(JSON.stringify(split.items)).toBe(JSON.stringify(whole.items));
    expect(JSON.stringify(split.passages)).toBe(JSON.stringify(whole.passages));
  }, 60_000);
});
