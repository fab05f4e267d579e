import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe("'så' as the adverb of degree or of a question", () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads "så" before a degree word and the clause verb as the adverb', () => {
    expect(tagged('Som der så ofte sker, gik det galt.')).toBe('Som der så ofte sker/Pres gik/Past det galt');
    expect(tagged('Det var en Fest, hvortil han saa længe havde glædet sig.')).toContain('saa længe havde/Past');
  });

  it('keeps the verb "så" before a degree word with an object or no finite verb after it', () => {
    expect(tagged('Hun så mange mennesker komme.')).toBe('Hun så/Past mange mennesker komme');
    expect(tagged('Han så længe på det.')).toBe('Han så/Past længe på det');
    expect(tagged('Han så meget træt ud.')).toBe('Han så/Past meget træt ud');
  });

  it('reads "så" ending a question after its interrogative as the adverb, and keeps it before a subject', () => {
    expect(tagged('Hvad så?')).toBe('Hvad så');
    expect(tagged('Og hvem så?')).toBe('Og hvem så');
    expect(tagged('Hvad så du?')).toBe('Hvad så/Past du');
    expect(tagged('Det var ham, jeg så.')).toBe('Det var/Past ham jeg så/Past');
  });

  it('reads "så" in "i så fald" and "i saa Maade" as the adverb, and keeps the pronoun "I" before the verb "så"', () => {
    expect(tagged('I så fald hobes blodet op.')).toBe('I så fald hobes/Pres blodet op');
    expect(tagged('I saa Maade var han en Mester.')).toBe('I saa Maade var/Past han en Mester');
    expect(tagged('I så ham i går.')).toBe('I så/Past ham i går');
  });

  it('reads "så" after a small "i" before the word it grades as the adverb, and keeps a text in small letters', () => {
    expect(tagged('Hun har i så høj grad ændret sig.')).toBe('Hun har/Pres i så høj grad ændret sig');
    expect(tagged('Fordi han i så mange år arbejdede, blev han træt.')).toBe(
      'Fordi han i så mange år arbejdede/Past blev/Past han træt',
    );
    expect(tagged('hvis i så godt efter, kunne i se det.')).toContain('i så/Past godt');
  });

  it('reads "så" before an adjective ending the clause as the adverb when the clause has its verb before it', () => {
    expect(tagged('Det gør det så vidunderligt.')).toBe('Det gør/Pres det så vidunderligt');
    expect(tagged('Han sagde det så stille, at ingen hørte det.')).toContain('sagde/Past det så stille');
  });

  it('keeps the verb "så" before an adjective with no verb before it, or before "ud"', () => {
    expect(tagged('Jeg så tydeligt, at han kom.')).toContain('Jeg så/Past tydeligt');
    expect(tagged('Det så godt ud.')).toBe('Det så/Past godt ud');
    expect(tagged('Hun syntes, at han så træt ud.')).toContain('han så/Past træt ud');
  });

  it('reads "så" before an adverb or adjective and the clause verb, or right before a modal, as the adverb', () => {
    expect(tagged('Det er en sag, som De så udmærket forstår.')).toContain('De så udmærket forstår/Pres');
    expect(tagged('Han spurgte, om jeg saa skal gaa.')).toContain('jeg saa skal/Pres gaa');
    expect(tagged('Hun så tydeligt hans ansigt.')).toBe('Hun så/Past tydeligt hans ansigt');
  });

  it("reads 'så' as the adverb before a verb with its own object", () => {
    expect(tagged('Når jeg så bringer ham maden, bliver han glad.')).toContain('jeg så bringer/Pres ham');
  });

  it("keeps 'så' the verb before a noun, and before a preposition with its object", () => {
    expect(tagged('Hun så sko på bordet.')).toContain('så/Past');
    expect(tagged('Det var en masse, han saa under de lukkede Øjne.')).toContain('saa/Past');
  });
});
