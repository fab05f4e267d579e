import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';

describe('genitives, modal infinitives and imperatives', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads a participle or homograph right after a genitive as the start of its noun phrase', () => {
    expect(tagged('Firmaets ansatte strejkede i går.')).toBe('Firmaets ansatte strejkede/Past i går');
    expect(tagged('Danmarks forenede fagforeninger protesterede.')).toBe(
      'Danmarks forenede fagforeninger protesterede/Past',
    );
    expect(tagged('Hun tog Mandens fyldte Glas.')).toBe('Hun tog/Past Mandens fyldte Glas');
  });

  it('keeps the verb after a genitive that names a family, before a pronoun or with no other reading', () => {
    expect(tagged('Hos Jensens var de syv.')).toBe('Hos Jensens var/Past de syv');
    expect(tagged('Han talte om Pedersens, begyndte hun.')).toBe('Han talte/Past om Pedersens begyndte/Past hun');
    expect(tagged('I den Potens tog han Anstød.')).toBe('I den Potens tog/Past han Anstød');
    expect(tagged('Hvad Hansens skal her, ved jeg ikke.')).toContain('skal/Pres');
    // a name ending in -s is no genitive
    expect(tagged('Lars købte brød.')).toBe('Lars købte/Past brød');
  });

  it('reads "kunne", "skulle" after a finite modal, with a subject or adverbs between, as the infinitive', () => {
    expect(tagged('Man vil nok kunne se forskellen.')).toBe('Man vil/Pres nok kunne se forskellen');
    expect(tagged('Vil man kunne se den?')).toBe('Vil/Pres man kunne se den');
    expect(tagged('Det skal ikke kunne betale sig.')).toBe('Det skal/Pres ikke kunne betale sig');
  });

  it('reads a modal form as the infinitive after a finite modal of the same clause, over adverbs and phrases', () => {
    expect(tagged('Han ville gerne kunne svømme.')).toBe('Han ville/Past gerne kunne svømme');
    expect(tagged('Regeringen vil derfor kunne gennemføre planen.')).toBe(
      'Regeringen vil/Pres derfor kunne gennemføre planen',
    );
    expect(tagged('De skal ifølge planen kunne flytte ind i maj.')).toBe(
      'De skal/Pres ifølge planen kunne flytte ind i maj',
    );
    expect(tagged('Man vil i de kommende år skulle betale mere.')).toBe(
      'Man vil/Pres i de kommende år skulle betale mere',
    );
    expect(tagged('Huset skal derfor udskiftes.')).toBe('Huset skal/Pres derfor udskiftes');
  });

  it('keeps the second modal finite before its own subject or after another finite verb', () => {
    // a relative clause without 'som', then an inverted clause: 'kunne' has its own subject after it
    expect(tagged('Det han ville i går kunne hun ikke forstå.')).toBe(
      'Det han ville/Past i går kunne/Past hun ikke forstå',
    );
    expect(tagged('Han skal nok kunne klare sig, men hun kunne ikke.')).toBe(
      'Han skal/Pres nok kunne klare sig men hun kunne/Past ikke',
    );
    expect(tagged('Vi skal se om de ting de købte kunne bruges.')).toContain('kunne/Past');
    // 'at' as the subordinator with a fronted phrase: the modal is the clause's verb
    expect(tagged('Jeg tror, at uden hjælp kunne de ikke leve.')).toContain('kunne/Past');
  });

  it('keeps the modal finite after "at" and a subject, and after a comma', () => {
    expect(tagged('Hun foreslog, at vi skulle gå.')).toBe('Hun foreslog/Past at vi skulle/Past gå');
    expect(tagged('De kunne ikke komme.')).toBe('De kunne/Past ikke komme');
    expect(tagged('Hvis du vil, kunne vi gå.')).toBe('Hvis du vil/Pres kunne/Past vi gå');
  });

  it('reads a verb opening the sentence without a subject after it as the imperative', () => {
    expect(tagged('Kom ind, sagde hun.')).toBe('Kom ind sagde/Past hun');
    expect(tagged('Løb hjem! Sov godt.')).toBe('Løb hjem Sov godt');
  });

  it('keeps an inverted past, an auxiliary without its subject and a present in "-er" finite', () => {
    expect(tagged('Kom han hjem? Kom hendes bror i går?')).toBe('Kom/Past han hjem Kom/Past hendes bror i går');
    expect(tagged('Var blevet vel modtaget.')).toBe('Var/Past blevet vel modtaget');
    expect(tagged('Kommer i morgen.')).toBe('Kommer/Pres i morgen');
  });

  it('reads a participle as a role before "som", and "de fleste" before a nominal participle', () => {
    expect(tagged('Han er uddannet som lærer.')).toBe('Han er/Pres uddannet som lærer');
    expect(tagged('De fleste sårede blev kørt bort.')).toBe('De fleste sårede blev/Past kørt bort');
  });

  it('gives no verb for empty text, a name alone or an English line', () => {
    expect(tagged('')).toBe('');
    expect(tagged('Jensens')).toBe('Jensens');
    expect(tagged("Come in, she said. Let's go.")).not.toContain('/');
  });

  it("reads the old spelling's 'kunde', 'vilde' after 'at', and 'kunne' after 'vilde' and its subject, as infinitives", () => {
    expect(tagged('Han laa vaagen uden at kunde sove.')).toBe('Han laa/Past vaagen uden at kunde sove');
    expect(tagged('Dér vilde han kunne leve.')).toBe('Dér vilde/Past han kunne leve');
    expect(tagged('Det kunde ikke høres.')).toBe('Det kunde/Past ikke høres');
  });

  it("keeps 'vilde' after 'at' before its subject, and a passive after a mark following the modal", () => {
    expect(tagged('Hun vidste, at vilde hun tale, kunde det gaa galt.')).toContain('vilde/Past hun');
    expect(tagged('Der kunde, da vi skiltes, være gaaet et Aar.')).toContain('vi skiltes/Past');
  });
});
