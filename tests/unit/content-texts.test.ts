/**
 * The editorial texts are complete and real: every seeded content file validates against its schema (as the server
 * seeds it) and holds no placeholder; every report page 1-20 has a what-is of 80-200 words, at least four tips and
 * two info buttons; the archetype, LIX, global-score, characteristic and dashboard texts cover what the pages look
 * up; the FAQ has at least 20 entries. The report definitions and the information pages carry no placeholder either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type {
  ArchetypeTexts,
  Characteristics,
  Dashboard,
  Faq,
  GlobalScores,
  Infos,
  LixTexts,
  Rules,
  Tips,
  WhatIs,
} from '../../schemas/api/content.ts';
import { globalAnalyzedGlobalSchema } from '../../schemas/models/global-score.ts';
import { archetypeNames } from '../../schemas/models/story-shapes.ts';
import { readContentSeeds } from '../../server/content/content-store.ts';

/** Report pages with editorial texts: spec §2's 1-17 plus 18 Show/Tell, 19 Tillægsord, 20 Udsagnsord. */
const reportIds = Array.from({ length: 20 }, (_, i) => i + 1);

const seeds = readContentSeeds();
const payload = <T>(name: string): T => {
  const seed = seeds.find((s) => s.name === name);
  if (!seed) throw new Error(`no seed ${name}`);
  return seed.payload as T;
};

const placeholders: readonly RegExp[] = [
  /tekst følger/i,
  /\blorem\b/i,
  /\bipsum\b/i,
  /\btodo\b/i,
  /\bfixme\b/i,
  /\bx{3,}\b/i,
  /\btbd\b/i,
  /\?{3,}/,
];

/** Every string in a JSON value with its path; empty and whitespace-only strings are reported as problems too. */
function placeholderProblems(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    if (value.trim() === '') return [`${path}: empty text`];
    const hit = placeholders.find((pattern) => pattern.test(value));
    return hit ? [`${path}: placeholder ${hit} in '${value.slice(0, 80)}'`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholderProblems(item, `${path}/${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => placeholderProblems(item, `${path}/${key}`));
  return [];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** A finished Danish sentence ends with a full stop, a question or exclamation mark (possibly before a quote). */
const finished = /[.!?][»"')]?$/;

describe('placeholder check', () => {
  it('finds the placeholders it is meant to refuse', () => {
    for (const bad of ['Tekst følger.', 'Lorem ipsum dolor', 'TODO: skriv', 'Se xxx', '', '   ', 'Hvad???'])
      expect(placeholderProblems({ text: bad }), bad).toHaveLength(1);
    for (const good of ['Todelt kurve', 'Hvad betyder LIX?', 'Lix og sætninger', 'NoText'])
      expect(placeholderProblems({ text: good }), good).toEqual([]);
  });
});

describe('seeded content', () => {
  it('every seed file is read and checked as the server seeds it', () => {
    // readContentSeeds validates each payload against its schema (or its own check) and throws on the first failure
    expect(seeds.map((s) => s.name)).toEqual(expect.arrayContaining(['whatIs', 'tips', 'infos', 'faq', 'lix']));
    expect(seeds.length).toBe(readdirSync(new URL('../../server/content/seed/', import.meta.url)).length);
  });

  it.each(seeds.map((seed) => [seed.name, seed] as const))('%s holds no placeholder or empty text', (_name, seed) => {
    expect(placeholderProblems(seed.payload)).toEqual([]);
  });
});

describe('texts of every report page 1-20', () => {
  const whatIs = payload<WhatIs>('whatIs');
  const tips = payload<Tips>('tips');
  const infos = payload<Infos>('infos');

  it.each(reportIds)('report %i has one what-is of 80-200 words, with a head', (report) => {
    const entries = whatIs.filter((entry) => entry.report === report);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry?.head).toMatch(/\?$/);
    const count = words(entry?.text ?? '');
    expect(count, `${count} words`).toBeGreaterThanOrEqual(80);
    expect(count, `${count} words`).toBeLessThanOrEqual(200);
    expect(entry?.text).toMatch(finished);
  });

  it.each(reportIds)('report %i has at least 4 distinct tips, each a finished sentence', (report) => {
    const own = tips.filter((tip) => tip.report === report).map((tip) => tip.text);
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(new Set(own).size).toBe(own.length);
    for (const text of own) expect(text).toMatch(finished);
  });

  it.each(reportIds)('report %i has at least 2 info buttons with distinct labels', (report) => {
    const own = infos.filter((info) => info.report === report);
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(new Set(own.map((info) => info.label)).size).toBe(own.length);
    for (const info of own) expect(info.text).toMatch(finished);
  });

  it("Læsbarhed's info buttons carry the spec's two: what LIX means and what the graph is for", () => {
    const labels = infos.filter((info) => info.report === 8).map((info) => info.label);
    expect(labels).toEqual(expect.arrayContaining(['Hvad betyder LIX?', 'Hvad viser grafen?']));
  });

  it('ids of tips and infos are unique (the API lists them by id)', () => {
    expect(new Set(tips.map((tip) => tip.id)).size).toBe(tips.length);
    expect(new Set(infos.map((info) => info.id)).size).toBe(infos.length);
  });
});

describe('texts the pages look up', () => {
  it('an archetype text for each of the six shapes at every RAG level, one name per shape', () => {
    const texts = payload<ArchetypeTexts>('archetypes');
    for (const type of archetypeNames.map((_, i) => i + 1)) {
      const own = texts.filter((t) => t.type === type);
      expect(own.map((t) => t.RAGLevel).sort(), `type ${type}`).toEqual([1, 2, 3]);
      expect(new Set(own.map((t) => t.typeName)).size, `type ${type}`).toBe(1);
      expect(new Set(own.map((t) => t.text)).size, `type ${type}: a text per level`).toBe(3);
    }
    expect(texts).toHaveLength(18);
  });

  it('five LIX bands that cover 0-100 without gap or overlap, each with a headline and list text', () => {
    const bands = [...payload<LixTexts>('lix')].sort((a, b) => a.min - b.min);
    expect(bands.map((b) => [b.min, b.max])).toEqual([
      [0, 24],
      [25, 34],
      [35, 44],
      [45, 54],
      [55, 100],
    ]);
    for (const band of bands) {
      const items = band.text.split(';').map((item) => item.trim());
      expect(items.length, band.headline).toBeGreaterThanOrEqual(2);
      expect(items.every((item) => item.length > 0)).toBe(true);
    }
  });

  it('a text for every element of the global score', () => {
    const texts = payload<GlobalScores>('globalScores');
    const elements = globalAnalyzedGlobalSchema.required.filter((key) => key !== 'score');
    expect(texts.map((t) => t.type).sort()).toEqual([...elements].sort());
    for (const t of texts) expect(t.text).toMatch(finished);
  });

  it('a characteristic for every genre (Genre page) and every audience (Målgruppe page) of the rules', () => {
    const rules = payload<Rules>('rules');
    const characteristics = payload<Characteristics>('characteristics');
    const of = (report: number) => characteristics.filter((c) => c.report === report).map((c) => c.metric);
    expect(of(3).sort()).toEqual(rules.genres.map((g) => g.name).sort());
    expect(of(4).sort()).toEqual(rules.audiences.map((a) => a.name).sort());
  });

  it('every dashboard headline is a metric of the rules (the info box finds its recommendation by that name)', () => {
    const rules = payload<Rules>('rules');
    const names = new Set(rules.metrics.map((m) => m.name));
    for (const entry of payload<Dashboard>('dashboard')) expect(names, entry.headline).toContain(entry.headline);
  });

  it('at least 20 FAQ entries, each question a question and each answer finished', () => {
    const faq = payload<Faq>('faq');
    expect(faq.length).toBeGreaterThanOrEqual(20);
    expect(new Set(faq.map((f) => f.question)).size).toBe(faq.length);
    for (const entry of faq) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer).toMatch(finished);
    }
  });
});

describe('report definitions and information pages', () => {
  const reportsDir = new URL('../../reports/', import.meta.url);
  const definitions = readdirSync(reportsDir).filter((file) => file.endsWith('.report.json'));

  it.each(definitions)('%s holds no placeholder text (inline fallbacks included)', (file) => {
    const definition = JSON.parse(readFileSync(new URL(file, reportsDir), 'utf8'));
    expect(placeholderProblems(definition)).toEqual([]);
  });

  it('every report page 1-20 shows a what-is, tips and info buttons (so the texts above are seen)', () => {
    const shown = new Map<number, Set<string>>();
    const walk = (blocks: { type: string; blocks?: unknown[] }[], into: Set<string>): void => {
      for (const block of blocks) {
        into.add(block.type);
        walk((block.blocks ?? []) as { type: string }[], into);
      }
    };
    for (const file of definitions) {
      const definition = JSON.parse(readFileSync(new URL(file, reportsDir), 'utf8'));
      const types = new Set<string>();
      walk(definition.blocks, types);
      shown.set(definition.reportId, types);
    }
    for (const report of reportIds)
      for (const type of ['whatIs', 'tips', 'infoButtons']) expect(shown.get(report), `${report}`).toContain(type);
  });

  it('the information pages have their texts: the guide three sections, pricing an introduction and its terms', () => {
    const pages = payload<{ page: string; sections: { heading?: string }[] }[]>('pages');
    const byName = new Map(pages.map((p) => [p.page, p.sections]));
    expect([...byName.keys()].sort()).toEqual(['contact', 'guide', 'pricing']);
    expect(byName.get('guide')?.map((s) => s.heading)).toEqual([
      'Sådan kommer du i gang',
      'Sådan læser du rapporten',
      'Sådan bruger du anbefalingerne',
    ]);
    // PricingPage shows section 0 above the tiers and section 1 below them.
    expect(byName.get('pricing')?.map((s) => s.heading)).toEqual([undefined, 'Godt at vide']);
  });

  it.each(['GuidePage', 'PricingPage', 'ContactPage', 'FaqPage', 'TermsPage', 'PaymentPage'])(
    'app/pages/%s.tsx holds no placeholder',
    (page) => {
      const source = readFileSync(new URL(`../../app/pages/${page}.tsx`, import.meta.url), 'utf8');
      expect(placeholderProblems(source)).toEqual([]);
    },
  );
});
