/**
 * An upload stores its chapters: the Word fixture's two 'Heading 1' chapters come back as the Chapters model of the
 * revision, each with its title, paragraphs and words, and a .txt of one-line "chapters" is capped, not hung.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChaptersChapters, ChaptersGlobal } from '../../schemas/models/chapters.ts';
import { validate } from '../../schemas/validate.ts';
import { manuscriptDocx, manuscriptTxt } from '../support/fixtures.ts';
import { backends, startTestServer, type TestServer } from '../support/test-server.ts';
import { uploadAnalysed } from '../support/uploads.ts';

describe.each(backends())('chapters of an upload on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ backend, analysisThreads: 1 });
  }, 180_000);
  afterAll(async () => t?.close());

  async function upload(fileName: string, bytes: Uint8Array) {
    const { manuscriptId, revisionId } = await uploadAnalysed(t, { fileName, bytes }, 150_000);
    const data = await t.server.app.inject({
      url: `/api/manuscripts/${manuscriptId}/revisions/${revisionId}/?models=Chapters`,
      headers: await t.headers('subscriber'),
    });
    expect(data.statusCode).toBe(200);
    const items = data.json() as { model: string; section: string; content: unknown }[];
    const section = (name: string) => items.find((item) => item.model === 'Chapters' && item.section === name);
    return {
      global: section('global')?.content as ChaptersGlobal,
      chapters: section('chapters')?.content as ChaptersChapters,
    };
  }

  test("stores the Word document's heading-styled chapters with their paragraphs and words", async () => {
    const { global, chapters } = await upload('fyrtaarnet.docx', manuscriptDocx);
    expect(validate('models/Chapters/global', global).ok).toBe(true);
    expect(validate('models/Chapters/chapters', chapters).ok).toBe(true);
    expect(global).toMatchObject({ number_of_chapters: 2, number_of_headings: 2, capped: false });
    expect(chapters.map((chapter) => chapter.title)).toEqual(['Kapitel 1', 'Kapitel 2']);
    expect(chapters[0]!.start_paragraph).toBe(0);
    expect(chapters[1]!.start_paragraph).toBe(chapters[0]!.end_paragraph);
    for (const chapter of chapters) {
      expect(chapter.number_of_words).toBeGreaterThan(100);
      expect(chapter.lix).toBeGreaterThan(0);
    }
  }, 200_000);

  test('caps a text of 5,000 one-line chapters and still finishes', async () => {
    const story = new TextDecoder().decode(manuscriptTxt).replace(/Kapitel \d+/gu, '');
    const lines = Array.from({ length: 5_000 }, (_, i) => `Kapitel ${i + 1}\n\nHun gik ${i + 1} skridt mod fyret.`);
    const bytes = new TextEncoder().encode(`${story}\n\n${lines.join('\n\n')}`);
    const { global, chapters } = await upload('mange-kapitler.txt', bytes);
    expect(global).toMatchObject({ capped: true, number_of_headings: 5_000, chapter_cap: 500 });
    expect(chapters).toHaveLength(500);
  }, 200_000);
});
