import { describe, expect, it } from 'vitest';
import { atFirstUse } from '../test-support/first-use.ts';
import { isLiteralSense } from './power-literal.ts';

const literal = (text: string, form: string) => atFirstUse(isLiteralSense, text, form);

describe('power words in a literal or everyday sense', () => {
  it("reads 'forladt' after 'have' as the perfect of 'forlade', and keeps the forsaken state", () => {
    expect(literal('Han havde forladt byen om morgenen.', 'forladt')).toBe(true);
    expect(literal('Da havde han forladt hende for søsteren.', 'forladt')).toBe(true);
    expect(literal('Hun følte sig forladt af alle.', 'forladt')).toBe(false);
    expect(literal('Huset stod forladt.', 'forladt')).toBe(false);
  });

  it("reads 'evighed' after 'en' as a long time, and keeps eternity", () => {
    expect(literal('Jeg har ikke set ham i en evighed.', 'evighed')).toBe(true);
    expect(literal('De ventede i evigheder.', 'evigheder')).toBe(true);
    expect(literal('Han tænkte på døden og evigheden.', 'evigheden')).toBe(false);
  });

  it("reads 'de dødelige' as the mortals, and keeps a deadly thing", () => {
    expect(literal('Hvor findes den dødelige, der har ord for det?', 'dødelige')).toBe(true);
    expect(literal('Han drak den dødelige gift.', 'dødelige')).toBe(false);
  });

  it('reads a knife with food in its sentence as a table knife, and keeps a knife drawn', () => {
    expect(literal('Hun skar brødet med kniven.', 'kniven')).toBe(true);
    expect(literal('Han trak en kniv og gik imod ham.', 'kniv')).toBe(false);
  });

  it("reads 'dræbe' of a feeling or of time as a figure, and keeps killing a being", () => {
    expect(literal('Det vilde dræbe alle fornemmelser i hende.', 'dræbe')).toBe(true);
    expect(literal('Det var en dræbende kedsomhed.', 'dræbende')).toBe(true);
    expect(literal('Han ville dræbe manden.', 'dræbe')).toBe(false);
  });

  it("reads 'ryste' of the head as a gesture, and keeps being shaken", () => {
    expect(literal('Hun rystede på hovedet.', 'rystede')).toBe(true);
    expect(literal('Han var dybt rystet over nyheden.', 'rystet')).toBe(false);
  });
});
