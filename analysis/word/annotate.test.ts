import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importDocx } from '../import/docx.ts';
import { textToBlocks } from '../import/txt.ts';
import { analyseManuscriptWithPassages } from '../index.ts';
import { authorDocx, fixtureStory } from '../test-support/word-docx.ts';
import { decodeWithOffsets } from './annotate-docx.ts';
import { annotatedManuscript, categoryRules, commentCategories, type StoredPassages } from './index.ts';

const models = ['Cliches', 'PowerWords', 'ShowingTelling', 'Dialogue'] as const;
const date = '2026-11-27T10:00:00Z';

async function passagesOf(bytes: Uint8Array, fileName: string): Promise<StoredPassages> {
  const { passages } = await analyseManuscriptWithPassages(
    { bytes, fileName },
    { maxBytes: 4_000_000 },
    {
      models: [...models],
    },
  );
  return passages as StoredPassages;
}

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The text between each comment's range start and end, by comment id. */
function anchoredTexts(documentXml: string): Map<string, string> {
  const anchored = new Map<string, string>();
  for (const match of documentXml.matchAll(/<w:commentRangeStart w:id="(\d+)"\/>/g)) {
    const end = documentXml.indexOf(`<w:commentRangeEnd w:id="${match[1]}"/>`, match.index);
    expect(end, `comment ${match[1]} has an end`).toBeGreaterThan(match.index);
    const between = documentXml.slice(match.index, end);
    const words = [...between.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decodeWithOffsets(m[1]!).text);
    anchored.set(match[1]!, words.join(''));
  }
  return anchored;
}

/** What each stored place marks, as a multiset of words. */
function markedWords(passages: StoredPassages, wanted: readonly string[]): string[] {
  const words: string[] = [];
  for (const model of wanted) {
    const stored = passages[model];
    if (!stored) continue;
    for (const [key, { at }] of Object.entries(stored.keys)) {
      if (Object.values(categoryRules).some((rule) => rule.model === model && rule.skip?.(key))) continue;
      for (let i = 0; i < at.length; i += 5) words.push(stored.sentences[at[i]!]!.slice(at[i + 1], at[i + 2]));
    }
  }
  return words.sort();
}

describe('the annotated manuscript of a .docx', () => {
  it('adds a comment on every stored finding and changes no part but document.xml and comments.xml', async () => {
    const original = authorDocx({ ownComment: true });
    const passages = await passagesOf(original.bytes, 'fyrtaarnet.docx');
    const result = await annotatedManuscript({
      bytes: original.bytes,
      fileName: 'fyrtaarnet.docx',
      passages,
      categories: commentCategories,
      date,
    });
    const parts = unzipSync(result.bytes);
    expect(Object.keys(parts).sort()).toEqual(Object.keys(original.parts).sort());
    for (const [name, bytes] of Object.entries(original.parts)) {
      if (name === 'word/document.xml' || name === 'word/comments.xml') continue;
      expect(Buffer.from(parts[name]!).equals(Buffer.from(bytes)), `${name} unchanged`).toBe(true);
    }
    const documentXml = text(parts['word/document.xml']!);
    const commentsXml = text(parts['word/comments.xml']!);
    // The author's own comment, the table, the footnote reference and the tracked changes stay.
    expect(commentsXml).toContain('<w:comment w:id="0" w:author="Forfatteren"');
    expect(documentXml).toContain('<w:commentRangeStart w:id="0"/>');
    expect(documentXml).toContain('<w:tbl>');
    expect(documentXml).toContain('<w:footnoteReference w:id="1"/>');
    expect(documentXml).toContain('<w:delText> og ingen andre</w:delText>');
    expect(documentXml).toContain('<w:ins w:id="90"');
    // One comment per stored place, by Lektør, anchored on exactly the marked words (neutral 'sagde' not).
    const expected = markedWords(passages, models);
    expect(result.comments).toBe(expected.length);
    expect(result.comments).toBeGreaterThan(10);
    const ids = [...commentsXml.matchAll(/<w:comment w:id="(\d+)" w:author="Lektør"/g)].map((m) => m[1]!);
    expect(ids).toHaveLength(expected.length);
    expect(ids).not.toContain('0');
    expect(ids).not.toContain('90');
    expect(ids).not.toContain('91');
    const anchored = anchoredTexts(documentXml);
    expect(ids.map((id) => anchored.get(id)).sort()).toEqual(expected);
    for (const id of ids) expect(documentXml).toContain(`<w:commentReference w:id="${id}"/>`);
    expect(commentsXml).toMatch(/Kliché: »lugten af kaffe«\. Et slidt billede/u);
    // Our own import reads the same text back.
    expect(await importDocx(result.bytes)).toEqual(await importDocx(original.bytes));
  });

  it('declares the comments part when the document had none, and keeps everything else', async () => {
    const original = authorDocx({ ownComment: false });
    const passages = await passagesOf(original.bytes, 'fyrtaarnet.docx');
    const result = await annotatedManuscript({
      bytes: original.bytes,
      fileName: 'fyrtaarnet.docx',
      passages,
      categories: ['klicheer'],
      date,
    });
    const parts = unzipSync(result.bytes);
    expect(result.comments).toBe(markedWords(passages, ['Cliches']).length);
    expect(text(parts['[Content_Types].xml']!)).toContain(
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>',
    );
    expect(text(parts['word/_rels/document.xml.rels']!)).toContain(
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/>',
    );
    for (const name of ['_rels/.rels', 'word/styles.xml', 'word/footnotes.xml']) {
      expect(Buffer.from(parts[name]!).equals(Buffer.from(original.parts[name]!)), name).toBe(true);
    }
    expect(text(parts['word/comments.xml']!)).not.toContain('Stærkt ord');
    expect(await importDocx(result.bytes)).toEqual(await importDocx(original.bytes));
  });

  it('gives back the document unchanged but re-zipped when no category is chosen', async () => {
    const original = authorDocx({ ownComment: true });
    const passages = await passagesOf(original.bytes, 'fyrtaarnet.docx');
    const result = await annotatedManuscript({
      bytes: original.bytes,
      fileName: 'a.docx',
      passages,
      categories: [],
      date,
    });
    expect(result.comments).toBe(0);
    const parts = unzipSync(result.bytes);
    for (const [name, bytes] of Object.entries(original.parts))
      expect(Buffer.from(parts[name]!).equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('the annotated manuscript of a .txt', () => {
  it('is a clean .docx with the chapter headings as Heading 1 and the findings as comments', async () => {
    const bytes = new TextEncoder().encode(fixtureStory());
    const passages = await passagesOf(bytes, 'fyrtaarnet.txt');
    const result = await annotatedManuscript({
      bytes,
      fileName: 'fyrtaarnet.txt',
      passages,
      categories: commentCategories,
      date,
    });
    const parts = unzipSync(result.bytes);
    const documentXml = text(parts['word/document.xml']!);
    expect(documentXml).toContain('<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Kapitel 1</w:t>');
    const expected = markedWords(passages, models);
    expect(result.comments).toBe(expected.length);
    expect([...anchoredTexts(documentXml).values()].sort()).toEqual(expected);
    expect(text(parts['word/comments.xml']!)).toContain('w:author="Lektør"');
    // Read back by our own import: the same headings and paragraphs as the text file.
    expect(await importDocx(result.bytes)).toEqual(textToBlocks(fixtureStory()));
  });

  it('escapes markup in the text', async () => {
    const story = `${fixtureStory()}\n\nHun skrev <b>&amp; "intet"</b> i bogen & lagde den.\n`;
    const bytes = new TextEncoder().encode(story);
    const result = await annotatedManuscript({
      bytes,
      fileName: 'a.txt',
      passages: {},
      categories: ['klicheer'],
      date,
    });
    const documentXml = text(unzipSync(result.bytes)['word/document.xml']!);
    expect(documentXml).toContain('Hun skrev &lt;b&gt;&amp;amp; &quot;intet&quot;&lt;/b&gt; i bogen &amp; lagde den.');
    expect(await importDocx(result.bytes)).toEqual(textToBlocks(story));
  });
});

describe('bad input', () => {
  it('refuses a document whose main namespace is not bound to w, and skips a place whose sentence is gone', async () => {
    const { zipSync, strToU8 } = await import('fflate');
    const foreign = zipSync({
      '[Content_Types].xml': strToU8('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'word/document.xml': strToU8(
        '<x:document xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><x:body><x:p><x:r><x:t>Hun smilede.</x:t></x:r></x:p></x:body></x:document>',
      ),
    });
    await expect(
      annotatedManuscript({ bytes: foreign, fileName: 'a.docx', passages: {}, categories: ['klicheer'], date }),
    ).rejects.toMatchObject({ code: 'CORRUPT_FILE' });
    const original = authorDocx({ ownComment: false });
    const stale: StoredPassages = {
      Cliches: {
        sentences: ['En sætning, der ikke står i bogen.'],
        keys: { 'kold som is': { total: 1, at: [0, 3, 10, 0, 0] } },
      },
    };
    const result = await annotatedManuscript({
      bytes: original.bytes,
      fileName: 'a.docx',
      passages: stale,
      categories: ['klicheer'],
      date,
    });
    expect(result.comments).toBe(0);
    expect(unzipSync(result.bytes)['word/comments.xml']).toBeUndefined();
  });
});
