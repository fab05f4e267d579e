import { describe, expect, it } from 'vitest';
import { prepareContent } from './content.ts';
import { collectingLogger } from './logger.ts';

const recommendation = {
  message: 'Fint',
  RAG: 'G',
  RAGText: 'Godt',
  RAGLevel: 3,
  rangeLow: 25,
  rangeHigh: 34,
  name: 'LIX',
};

describe('prepareContent', () => {
  it('keeps valid payloads as they are and passes names without a schema through', () => {
    const logger = collectingLogger();
    const tips = [{ id: 1, report: 8, text: 'Skriv kort.' }];
    const metadata = { title: 'Fyrtårnet' };
    expect(prepareContent({ tips, metadata, recommendations: [recommendation] }, logger)).toEqual({
      tips,
      metadata,
      recommendations: [recommendation],
    });
    expect(logger.entries).toEqual([]);
  });

  it('leaves out a payload that fails its schema, and only the bad items of a checked list', () => {
    const logger = collectingLogger();
    const content = prepareContent(
      { tips: [{ id: 1, text: 'no report' }], recommendations: [recommendation, { ...recommendation, RAG: 'X' }] },
      logger,
    );
    expect(content).toEqual({ recommendations: [recommendation] });
    expect(logger.entries.map((e) => e.message)).toEqual([
      expect.stringContaining("content 'tips' fails its schema"),
      expect.stringContaining("content 'recommendations/1' fails its schema"),
    ]);
  });
});
