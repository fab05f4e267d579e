import { describe, expect, it } from 'vitest';
import { assertValid } from '../../schemas/validate.ts';
import { semanticFields } from '../lexicons/semantic-fields.ts';
import { book } from '../test-support/paragraphs.ts';
import { semanticFieldsGlobal } from './semantic-fields.ts';

/** The fields with every supported use listed (recurrence 1): the sense rules alone, on a text of one paragraph. */
const everyUse = (paragraphs: Parameters<typeof semanticFieldsGlobal>[0]) =>
  semanticFieldsGlobal(paragraphs, undefined, true, 1);

describe('the semantic fields lexicon', () => {
  it('has at least 40 fields of at least 60 lemmas each', () => {
    const { names, lemmaCount } = semanticFields();
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(new Set(names).size).toBe(names.length);
    expect(lemmaCount).toBeGreaterThanOrEqual(40 * 60);
    for (let field = 0; field < names.length; field++) {
      const lemmas = new Set(
        [...semanticFields().forms.values()].filter((f) => f.fields.includes(field)).map((f) => f.lemma),
      );
      expect(lemmas.size, names[field]).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('SemanticFields', () => {
  const crime = book(
    'Kommissæren fandt liget i kælderen. Politiet afhørte to vidner om mordet.',
    'Betjentene sikrede spor og fingeraftryk, og den mistænkte blev anholdt for drabet.',
    'Om aftenen spiste hun brød og ost og drak en kop kaffe.',
  );

  it('puts the field the book dwells on first, with its keywords and the forms that occur', () => {
    const result = everyUse(crime);
    assertValid('models/SemanticFields/global', result);
    expect(result.topics[0]!.topic).toBe('Forbrydelse og politi');
    const first = result.topics[0]!;
    expect(first.number_of_words).toBeGreaterThanOrEqual(8);
    expect(first.vocabulary_size).toBeLessThanOrEqual(first.number_of_words);
    expect(Object.keys(first.keywords)).toEqual(expect.arrayContaining(['mord', 'politi', 'vidne']));
    expect(Math.max(...Object.values(first.keywords))).toBe(1);
    expect(result.lemma_dictionary.vidne).toEqual(['vidner']);
    // propensities are shares of the book's weight: they add up to 1, sorted
    const total = result.topics.reduce((sum, topic) => sum + topic.propensity, 0);
    expect(total).toBeCloseTo(1, 2);
    const sorted = [...result.topics].sort((a, b) => b.propensity - a.propensity);
    expect(result.topics.map((t) => t.topic)).toEqual(sorted.map((t) => t.topic));
  });

  it('never counts names or function words, and reads the old spelling of capitalised nouns', () => {
    const withNames = everyUse(book('Hun talte længe med Rose og Svend om det.'));
    expect(JSON.stringify(withNames)).not.toMatch(/"rose"|"svend"/u);
    const old = everyUse(book('De stod ved Graven paa Kirkegaarden, og Præsten talte.'));
    const death = old.topics.find((topic) => topic.topic === 'Død og begravelse');
    expect(Object.keys(death?.keywords ?? {})).toEqual(expect.arrayContaining(['grav', 'kirkegård']));
  });

  it("does not count a form that is mostly another word: 'Tanker' are thoughts, not tanks", () => {
    const thoughts = everyUse(book('Hans Tanker gik til hende. Mine tanker var mørke.'));
    expect(JSON.stringify(thoughts)).not.toMatch(/"tank"/u);
    const verbs = everyUse(book('De maa have Tid. Det vilde volde ham Sorg, og Vandet flød.'));
    expect(JSON.stringify(verbs)).not.toMatch(/"hav"|"vold"|"fløde"/u);
    const tanks = everyUse(book('En tank kørte frem mod fjenden, og soldaterne fulgte efter.'));
    expect(JSON.stringify(tanks)).toMatch(/"tank"/u);
  });

  it('gives empty topics, valid, for a text without field words', () => {
    const result = everyUse(book('Han sagde det, og hun sagde det igen.'));
    expect(result).toEqual({ topics: [], percentage_top_three_fields: 0, lemma_dictionary: {} });
    assertValid('models/SemanticFields/global', result);
    expect(everyUse([]).percentage_top_three_fields).toBe(0);
  });

  it("measures how concentrated the themes are: the three strongest fields' share of the weight, in percent", () => {
    const result = everyUse(crime);
    const topThree = result.topics.slice(0, 3).reduce((sum, topic) => sum + topic.propensity, 0);
    expect(result.topics.length).toBeGreaterThan(3);
    expect(result.percentage_top_three_fields).toBeCloseTo(topThree * 100, 1);
    expect(result.percentage_top_three_fields).toBeLessThan(100);
    // a text about one thing only is more concentrated than one that also eats and drinks
    const onlyCrime = everyUse(crime.slice(0, 2));
    expect(onlyCrime.percentage_top_three_fields).toBeGreaterThan(result.percentage_top_three_fields!);
  });
});
