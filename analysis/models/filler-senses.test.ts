import { beforeAll, describe, expect, it } from 'vitest';
import { warmLexicons } from '../lexicons/warm.ts';
import { segmentParagraph } from '../text/document.ts';
import { countDescription } from './showing-telling.ts';

beforeAll(() => {
  warmLexicons();
}, 120_000);

const fillers = (text: string) => [...countDescription([segmentParagraph(text)]).filling.keys()];

describe('filler words in their other senses (issue 28 point 3)', () => {
  it("drops the conjunctive 'altså' (therefore) and keeps the spoken particle", () => {
    expect(fillers('Døren var låst, og altså havde ingen kunnet komme ind.')).toEqual([]);
    expect(fillers('Altsaa maatte Brevet være skrevet før Middag.')).toEqual([]);
    expect(fillers('Han var altså ikke kommet hjem den Aften.')).toEqual([]); // narration draws a conclusion
    expect(fillers('»Det er altså for galt,« sagde hun.')).toEqual(['altså']);
  });

  it("drops the words of fixed phrases: 'ganske vist', 'vel at mærke', 'lige meget', 'ikke bare'", () => {
    expect(fillers('Det var ganske vist sandt, men hun troede det ikke.')).toEqual([]);
    expect(fillers('Han kom, vel at mærke, først om Aftenen.')).toEqual([]);
    expect(fillers('Det er mig lige meget, hvad de siger.')).toEqual([]);
    expect(fillers('Hun sang ikke bare for sig selv.')).toEqual([]);
    expect(fillers('Det var ganske dejligt, og han var vist træt.')).toEqual(['ganske', 'vist']);
  });

  it('drops a filler word that is the whole answer and keeps it inside a sentence', () => {
    expect(fillers('Netop!')).toEqual([]);
    expect(fillers('»Ja, naturligvis!« svarede hun.')).toEqual([]);
    expect(fillers('»Ja, jeg kommer naturligvis,« svarede hun.')).toEqual(['naturligvis']);
    expect(fillers('Ja, naturligvis!')).toEqual([]);
    expect(fillers('Hun kom naturligvis for sent.')).toEqual(['naturligvis']);
  });

  it("reads 'lidt' after 'saa', 'meget' or 'hvor' as a quantity", () => {
    expect(fillers('Han talte saa lidt til Salmer.')).toEqual([]);
    expect(fillers('Hvor lidt vidste hun om ham.')).toEqual([]);
    expect(fillers('Hun var lidt træt.')).toEqual(['lidt']);
  });

  it('reads a filler word that is an adjective as the adjective before its noun or after a degree word', () => {
    expect(fillers('De sad i fuldstændig Stilhed.')).toEqual([]);
    expect(fillers('Saa faktisk tyktes denne Indbildning ham.')).toEqual([]);
    expect(fillers('Der kom en saadan mærkelig Gæst.')).toEqual([]);
    expect(fillers('Han var fuldstændig rolig, og det var faktisk ikke sandt.')).toEqual(['fuldstændig', 'faktisk']);
    expect(fillers('Han var sådan lidt underlig.')).toEqual(['sådan', 'lidt']);
  });

  it('gives no filler for empty text, names only or English text', () => {
    expect(fillers('')).toEqual([]);
    expect(fillers('Jens Peter Hansen. Karen Marie. Ole.')).toEqual([]);
    expect(fillers('Well, it was actually quite nice, so he just left.')).toEqual([]);
  });

  it("drops the inferential 'altså' of speech: in a question, after 'jo', first in its clause", () => {
    expect(fillers('»Du vil altsaa ikke med?« sagde hun.')).toEqual([]);
    expect(fillers('»Vi kommer altsaa for sent,« sagde hun.')).toEqual(['altså']);
    expect(fillers('»Vi kommer da altsaa for sent,« sagde hun.')).toEqual([]);
    expect(fillers('»Altsaa, at jeg er haard.«')).toEqual([]);
  });

  it("reads 'lige' before an auxiliary or a number, 'både' with 'men' and an adjective after 'noget' as no fillers", () => {
    expect(fillers('Det var en Roman, som lige var udkommen.')).toEqual([]);
    expect(fillers('Nu er det lige fire Tusind.')).toEqual([]);
    expect(fillers('Det var baade for dig, men endnu mere for mig.')).toEqual([]);
    expect(fillers('De vilde have noget faktisk at holde sig til.')).toEqual([]);
    expect(fillers('Han skal lige se paa det.')).toEqual(['lige']);
  });

  it("reads 'lidt' before 'at' as a quantity", () => {
    expect(fillers('Der var lidt at skaffe paa Gaardene.')).toEqual([]);
  });
});

describe('filler words in their other senses, round 3 (issue 28 point 3)', () => {
  it("drops 'lidt' as a while or a quantity and keeps the hedge before the word it softens", () => {
    expect(fillers('Vent lidt.')).toEqual([]);
    expect(fillers('De kender lidt til Byen og gik lidt op ad Vejen.')).toEqual([]);
    expect(fillers('Kassen var lidt beskadiget.')).toEqual(['lidt']);
  });

  it("drops an adjective that is the predicative of 'det' and keeps the hedge after another subject", () => {
    expect(fillers('Det var aabenbart, at de ikke vilde.')).toEqual([]);
    expect(fillers('Vist er det, at hun ventede.')).toEqual([]);
    expect(fillers('Der er han vist.')).toEqual(['vist']);
  });

  it("drops 'lige' before a verb in the past (just then) and keeps it before an infinitive", () => {
    expect(fillers('Toget lige kørte forbi.')).toEqual([]);
    expect(fillers('Jeg skal lige se efter.')).toEqual(['lige']);
  });
});

describe('filler words in their other senses (issue 28 point 3, round 4)', () => {
  it("drops the concessive 'vist' and 'vel' that a 'men' answers, and keeps the hedge", () => {
    expect(fillers('Vist var hun smuk, men hun var fattig.')).toEqual([]);
    expect(fillers('Han var vel rig, men ingen kunde lide ham.')).toEqual([]);
    expect(fillers('Han var vist træt af Rejsen.')).toEqual(['vist']);
  });

  it("drops 'meget' as a quantity and keeps it before what it grades", () => {
    expect(fillers('Han bekymrede sig meget om Pengene.')).toEqual([]);
    expect(fillers('Man lærer meget paa Rejser.')).toEqual([]);
    expect(fillers('Det var meget smukt.')).toEqual(['meget']);
  });

  it("drops the old past of 'bære', 'nærmest' after its article and 'lige' before a modal", () => {
    expect(fillers('Atter bare de gamle Karle Kisten ud.')).toEqual([]);
    expect(fillers('Han boede i de nærmest liggende Huse.')).toEqual([]);
    expect(fillers('Hun var nærmest glad.')).toEqual(['nærmest']);
    expect(fillers('Det er en Gade, der lige skal brolægges.')).toEqual([]);
    expect(fillers('Du skal lige se her.')).toEqual(['lige']);
    expect(fillers('Han var bare træt.')).toEqual(['bare']);
  });

  it("drops 'helt' and 'lige' before a place, 'en saadan', 'ligesom' before its subject, 'vist' of 'vise'", () => {
    expect(fillers('Han stod helt henne ved Døren.')).toEqual([]);
    expect(fillers('Knapperne sad lige oppe ved Halsen.')).toEqual([]);
    expect(fillers('Det var helt forkert.')).toEqual(['helt']);
    expect(fillers('En saadan Mand veed Intet.')).toEqual([]);
    expect(fillers('De gik, ligesom vi, hjem over Marken.')).toEqual([]);
    expect(fillers('Det var ligesom om Huset sov.')).toEqual([]);
    expect(fillers('Han har i de sidste Dage vist en anden Side.')).toEqual([]);
    expect(fillers('Hun saae vist paa ham.')).toEqual([]);
  });

  it("drops 'nok' as enough and the fixed phrases 'slet og ret', 'godt og vel'", () => {
    expect(fillers('Han havde faaet nok.')).toEqual([]);
    expect(fillers('Men ikke nok hermed.')).toEqual([]);
    expect(fillers('Det var slet og ret Løgn.')).toEqual([]);
    expect(fillers('Stokken var godt og vel tre Alen.')).toEqual([]);
    expect(fillers('Han kommer nok i Morgen.')).toEqual(['nok']);
  });
});

describe('filler words in their other senses (issue 28 point 3, round 5)', () => {
  it("drops 'ligesom' before a quantifier, 'forresten' before a closing adjective, the optative 'bare'", () => {
    expect(fillers('Hun kunde standse, ligesom visse Maskiner.')).toEqual([]);
    expect(fillers('Han bar Hat og Støvler, forresten nøgen.')).toEqual([]);
    expect(fillers('Hun var forresten glad for det.')).toEqual(['forresten']);
    expect(fillers('»Bare der maatte komme et Skib!«')).toEqual([]);
    expect(fillers('Han er bare træt.')).toEqual(['bare']);
  });
});

describe('filler words in their other senses (issue 28 point 3, round 6)', () => {
  it("drops the restrictive 'blot' and 'bare' (only, merely) and keeps the softening particle", () => {
    expect(fillers('Han hadede hende blot fordi hun var rig.')).toEqual([]);
    expect(fillers('Det var bare en Drøm.')).toEqual([]);
    expect(fillers('Hun blev blot to Dage i Byen.')).toEqual([]);
    expect(fillers('Skulde han blot være et Redskab for dem?')).toEqual([]);
    expect(fillers('»Kom bare ind,« sagde hun.')).toEqual(['bare']);
    // 'can just' or 'can only': the confidence gate (round 7) lists it only after an imperative or a copula
    expect(fillers('Du kan blot gaa ind til hende.')).toEqual([]);
  });

  it("drops the inferential 'altså' of a conclusion in speech and keeps the spoken emphasis", () => {
    expect(fillers('»Det var altsaa sandt,« sagde hun.')).toEqual([]);
    expect(fillers('»Her er altsaa den gamle Stue,« sagde han.')).toEqual([]);
    expect(fillers('»Du må altså ikke græde,« sagde hun.')).toEqual(['altså']);
  });

  it("drops 'slet' as badly and 'vist' in 'ja vist', and keeps 'slet ikke' and the hedge 'vist'", () => {
    expect(fillers('Fæstningen var slet bevogtet.')).toEqual([]);
    expect(fillers('»Ja vist, det kan du tro,« sagde han.')).toEqual([]);
    expect(fillers('Han var slet ikke træt.')).toEqual(['slet']);
    expect(fillers('Han var vist træt.')).toEqual(['vist']);
  });
});
