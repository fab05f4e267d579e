import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { segmentParagraph } from '../text/document.ts';
import { dialogueGlobal } from './dialogue.ts';

const global = (...texts: string[]) => dialogueGlobal(texts.map((text) => segmentParagraph(text)));

describe('speech tags on the Dialogue page', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it("counts the tag after '?' in a dash-led line, with its manner adverb", () => {
    const result = global('– Hvor er hun? spurgte han sagte og så sig om.');
    expect(result['dialogue-verbs count']).toEqual({ spørge: 1 });
    expect(result['dialogue-adverbs count']).toEqual({ sagte: 1 });
  });

  it("counts the old 'svarte', 'sluttede' and 'blev … ved' as tags, not 'blev ved bordet'", () => {
    const result = global(
      '»Ja,« svarte han.',
      '»Og saa gik vi hjem,« sluttede hun.',
      '»Men,« blev han ved, »det var ikke mig.«',
      '»Nej,« sagde hun og blev ved bordet.',
      '»Ja,« svarede Lise og blev ved at skure gulvet.',
    );
    expect(result['dialogue-verbs count']).toEqual({ svare: 2, slutte: 1, 'blive ved': 1, sige: 1 });
  });

  it("counts no participle before its noun as a tag ('sluttede Selskaber'), but the spoken 'sae' and 'spurte'", () => {
    const result = global(
      '»Kom med,« sagde hun; sluttede Selskaber var hans Liv.',
      '»Jeg kommer,« sae han.',
      '»Hvorfor?« spurte hun.',
      '- Ja, det kan han, tilføiede hun.',
    );
    expect(result['dialogue-verbs count']).toEqual({ sige: 2, spørge: 1, tilføje: 1 });
  });

  it('gives replies per 1,000 words and the words per reply for the Dialog radar', () => {
    const result = global('»Kom her, min ven,« sagde hun.', 'Han kom ikke. Han sad stille ved vinduet og ventede.');
    expect(result.number_of_utterances).toBe(1);
    // 4 words spoken in 1 reply; 1 reply in 16 words
    expect(result.average_utterance_length).toBe(4);
    expect(result.utterances_per_1000_words).toBe(62.5);
    expect(global('Ingen taler her.').average_utterance_length).toBe(0);
  });

  it('counts only verbs of saying, not gestures or moods next to the speech', () => {
    const result = global(
      '»Nå,« smilede hun.',
      '»Ja da,« lo han.',
      '– Nej, rystede hun på hovedet.',
      '»Ja,« sagde hun.',
    );
    expect(result['dialogue-verbs count']).toEqual({ sige: 1 });
    expect(result.number_of_paragraphs_with_dialogue).toBe(4);
  });

  it('counts finite forms only, not "at sige" or "har sagt" in the narration', () => {
    const result = global('»Kom,« sagde hun. Han havde intet at sige, og hun havde sagt nok.');
    expect(result['dialogue-verbs count']).toEqual({ sige: 1 });
  });

  it("counts a tag in the pluperfect after '?' ('havde hun sagt'), not 'har sagt' inside the speech", () => {
    const result = global('– Hvad mener du med det? havde Peter sagt.', '– Og hvad så? havde hun spurgt og gået.');
    expect(result['dialogue-verbs count']).toEqual({ sige: 1, spørge: 1 });
    expect(global('– Han har sagt det til mig, sagde hun.')['dialogue-verbs count']).toEqual({ sige: 1 });
    // 'fik … spurgt' (managed to ask) and 'blev … ved' with the subject between, after '?' or '!'
    expect(global('– Må jeg komme? fik Ole spurgt; han var bleg.')['dialogue-verbs count']).toEqual({ spørge: 1 });
    expect(global('– Kom nu! blev Peter ved. Du ved det jo.')['dialogue-verbs count']).toEqual({ 'blive ved': 1 });
    expect(global('– Nej! blev ved at skure. – Hvad nu? blev hun rød.')['dialogue-verbs count']).toEqual({});
    // 'lod … spørge' (had someone ask) with the infinitive; 'lod' before anything else is no tag
    expect(global('– Hvor kommer I fra? lod Kongen spørge.')['dialogue-verbs count']).toEqual({ spørge: 1 });
    expect(global('– Kom ind! lod hun døren stå.')['dialogue-verbs count']).toEqual({});
    // 'bød' (bade, ordered) as a tag
    expect(global('– Gå hjem! bød hun.')['dialogue-verbs count']).toEqual({ byde: 1 });
    // English and a dialect line: no tag is made up
    expect(global('– What did you say? had he said.')['dialogue-verbs count']).toEqual({});
    expect(global("– Hvor ska' vi hen? haaj æ gjort det.")['dialogue-verbs count']).toEqual({});
  });

  it("counts 'hilste', 'henvendte', 'trumfede', 'føjede … til' and 'lagde … til', 'blev … ved' with a long subject", () => {
    const count = (text: string) => global(text)['dialogue-verbs count'];
    expect(count('– Goddag, hilste hun.')).toEqual({ hilse: 1 });
    expect(count('– Hvad vil De? henvendte han sig til manden.')).toEqual({ henvende: 1 });
    expect(count('– Så vandt jeg alligevel! trumfede den lille.')).toEqual({ trumfe: 1 });
    expect(count('– Vi går, sagde han og han føjede til: I må vente.')).toEqual({ sige: 1, føje: 1 });
    expect(count('– Kom, sagde han, og pludselig lagde han til: Lad os gå.')).toEqual({ sige: 1, 'lægge til': 1 });
    expect(count('– Og, blev den unge Hertug ved, det er sandt.')).toEqual({ 'blive ved': 1 });
    // the counter-cases: an object after 'og lagde', a place after 'ved', no subject before 'til'
    expect(count('– Ja, spurgte Ole og lagde Tæpperne til rette.')).toEqual({ spørge: 1 });
    expect(count('»Nej,« sagde han og blev den hele aften ved bordet.')).toEqual({ sige: 1 });
    expect(count('– Ja, sagde hun og lagde bogen til side.')).toEqual({ sige: 1 });
  });

  it('counts a tag after an ellipsis of full stops, and a verb of saying before a colon that ends the paragraph', () => {
    const count = (text: string) => global(text)['dialogue-verbs count'];
    expect(count('– Jeg ville bare takke Dem . . . mumlede drengen.')).toEqual({ mumle: 1 });
    expect(count('– Nej ... sagde hun.')).toEqual({ sige: 1 });
    expect(count('– Hvad mener De? spurgte han. Ole trådte et skridt tilbage og sagde lidt undskyldende:')).toEqual({
      spørge: 1,
      sige: 1,
    });
    // not a tag: a verb with 'ikke' before it or 'at' after it, or far from a colon that does not end the paragraph
    expect(count('– Hvad er det? spurgte han, da tjeneren længe stod der og ikke svarede:')).toEqual({ spørge: 1 });
    expect(count('– Nej, sagde hun. Han gik stille rundt i stuen og vedblev at søge:')).toEqual({ sige: 1 });
    expect(count('– Nej, sagde hun og gik ud. Længe efter sagde han intet til nogen: det var slut.')).toEqual({
      sige: 1,
    });
  });

  it("counts the new verbs of saying, a long 'lagde … til' before a colon, and a tag after a dash with no mark", () => {
    const count = (text: string) => global(text)['dialogue-verbs count'];
    expect(count('– Og i bilen! supplerede Lise.')).toEqual({ supplere: 1 });
    expect(count('– Nu, genoptog han, vil jeg sige det.')).toEqual({ genoptage: 1 });
    expect(count('– Ja, sagde han, og som for at forklare det lagde han til over mod Ole:')).toEqual({
      sige: 1,
      'lægge til': 1,
    });
    expect(count('– Nej, sagde hun roligt – Men det var det, jeg ville sige, fortsatte hun.')).toEqual({
      sige: 1,
      fortsætte: 1,
    });
  });

  it("counts a tag after a quote's comma, after a dash with a colon, after a lone full stop and 'brød … af'", () => {
    const count = (text: string) => global(text)['dialogue-verbs count'];
    expect(count('– "En dør skal være åben," sagde Ole til Lise.')).toEqual({ sige: 1 });
    expect(count('– Vil De have ild, Frøken, -: brød han af til Lise.')).toEqual({ 'bryde af': 1 });
    expect(count('– Det er vi helt enige om. sagde Ole.')).toEqual({ sige: 1 });
    // not a tag: 'brød … af' with an object, and a capitalised word after a full stop
    expect(count('– Ja, sagde han og brød han af en gren.')).toEqual({ sige: 1 });
    expect(count('– Det er godt. Sagde han det?')).toEqual({});
  });

  it("counts no verb after 'der' and no 'siger man' inside the speech as a tag", () => {
    const count = (text: string) => global(text)['dialogue-verbs count'];
    expect(count('– Nu kommer hun! sagde Ole. Der lød trin i gangen.')).toEqual({ sige: 1 });
    expect(count('– Han har, siger man, en ny bil.')).toEqual({});
    expect(count('– Han har, sagde Ole, en ny bil.')).toEqual({ sige: 1 });
    // English and an empty paragraph give no tag
    expect(count('– Yes, said the man. There sounded steps.')).toEqual({});
    expect(count('–')).toEqual({});
  });

  it("does not count 'det vil sige' or 'kort sagt' near speech as a tag", () => {
    const result = global('»Vi tager af sted i morgen,« det vil sige fredag. »Kort sagt, vi går.«');
    expect(result['dialogue-verbs count']).toEqual({});
  });

  it('passes over repetition, focus and degree words and names to the manner adverb', () => {
    expect(global('– Ja, sagde Hr. Holm igen.')['dialogue-adverbs count']).toEqual({});
    expect(global('– Ja, sagde hun blot.')['dialogue-adverbs count']).toEqual({});
    expect(global('– Ja, sagde hun ganske sagte.')['dialogue-adverbs count']).toEqual({ sagte: 1 });
    expect(global('– Ja, sagde Berg Sundt.')['dialogue-adverbs count']).toEqual({});
  });

  it('gives no dialogue for quotation marks used for emphasis or titles only', () => {
    const result = global('Han læste »Politiken« hver dag.', 'Det var et såkaldt "godt" ægteskab, sagde man.');
    expect(result.number_of_utterances).toBe(0);
    expect(result.percentage_of_paragraphs_with_dialogue).toBe(0);
    expect(result['dialogue-verbs count']).toEqual({});
  });

  it('gives sensible zeros for a text without any quotation marks or dashes', () => {
    const result = global('Hun gik hjem. Han sagde intet.', 'Det regnede hele natten.');
    expect(result.number_of_utterances).toBe(0);
    expect(result['dialogue-verbs count']).toEqual({});
    expect(result.percentage_say_ask_verbs).toBe(0);
  });

  it('reads tags in a text that mixes old and new spelling', () => {
    const result = global('– Farvel, raabte hun.', '– Farvel, råbte han.', '»Hvad veed du?« spurgte hun.');
    expect(result['dialogue-verbs count']).toEqual({ råbe: 2, spørge: 1 });
  });
});
