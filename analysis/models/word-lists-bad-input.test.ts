import { beforeAll, describe, expect, it } from 'vitest';
import { decodeText, textToBlocks } from '../import/txt.ts';
import { analyseText } from '../index.ts';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { segmentManuscript } from '../text/document.ts';

const models = [
  'ShowingTelling',
  'PowerWords',
  'Dialogue',
  'SemanticFields',
  'Tense',
  'GenreClassification',
  'AudienceClassification',
] as const;

/**
 * The global contents of the word-list models for a text (each validated against its schema by the pipeline). The
 * models are run on the segmented text, past the import's language check (an upload in English is refused there).
 */
async function lists(value: string) {
  const text = segmentManuscript(textToBlocks(decodeText(new TextEncoder().encode(value))));
  const results = analyseText(text, { models: [...models] });
  const global = (model: string) =>
    results.find((r) => r.model === model && r.section === 'global')?.content as Record<string, unknown>;
  return { global, results };
}

describe('the word lists on unusual texts give valid results, empty where nothing fits', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('a text in English lists no Danish adverbs, speech verbs or power words', async () => {
    const { global } = await lists(
      'The old man walked slowly home. "Where is she?" he asked quietly. She was afraid of the dark, and he died.',
    );
    expect(global('ShowingTelling').adverbs_count).toEqual({});
    expect(global('Dialogue')['dialogue-verbs count']).toEqual({});
    expect(global('PowerWords').number_of_power_words).toBe(0);
  });

  it('a text of names only lists no adjectives, adverbs or field words', async () => {
    const { global } = await lists('Anna Berg. Peter Holm. Marie Lund. Jens Hansen. Karen Nielsen. Ole Bang.');
    expect(global('ShowingTelling').adjectives_count).toEqual({});
    expect(global('ShowingTelling').adverbs_count).toEqual({});
    expect((global('SemanticFields').topics as unknown[]).length).toBe(0);
  });

  it('a text without names and a text in Jutlandic dialect give their lists by lemma with the forms found', async () => {
    const plain = await lists(
      'Det var en stille aften. Hun gik langsomt hjem. Han svarede roligt, og hun var glad og træt.',
    );
    const showTell = plain.global('ShowingTelling');
    expect(showTell.adverbs_count).toMatchObject({ langsomt: 1, rolig: 1 });
    expect(showTell.adverbs_forms).toMatchObject({ langsomt: { langsomt: 1 }, rolig: { roligt: 1 } });
    const dialect = await lists(
      '»Æ ka it li' + "'" + ' et,« sa han. Hun kam ind å sæt sæ, å di snakked længe om æ hus.',
    );
    expect(dialect.global('Dialogue')['dialogue-verbs count']).toEqual({ sige: 1 });
    expect(dialect.results.length).toBeGreaterThan(0);
  });
});
