import { beforeAll, describe, expect, it } from 'vitest';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { tagged } from '../test-support/tense-tags.ts';
import { segmentParagraph } from '../text/document.ts';
import { opensClauseAt } from './tense-position.ts';

describe('tense by the place a verb has in its clause', () => {
  beforeAll(() => {
    hunspellTables();
  }, 60_000);

  it('reads the word right after a subordinator as the subject, not the verb', () => {
    expect(tagged('Hun sov, mens skipper Ole styrede båden.')).toBe('Hun sov/Past mens skipper Ole styrede/Past båden');
    expect(tagged('Hvis ledere lytter, går det godt.')).toBe('Hvis ledere lytter går/Pres det godt');
    // the relative 'som' is the subject itself: the verb follows
    expect(tagged('Det er en mand, som leder firmaet.')).toBe('Det er/Pres en mand som leder/Pres firmaet');
  });

  it('reads a homograph joined by "og" to a plural noun as a noun, and one after a verb as a verb', () => {
    expect(tagged('Hun kom med puder og tæpper.')).toBe('Hun kom/Past med puder og tæpper');
    expect(tagged('Han kommer hjem og læser avisen.')).toBe('Han kommer/Pres hjem og læser/Pres avisen');
  });

  it('reads the word after an infinitive as its object', () => {
    expect(tagged('De ville bryde ind, bryde skuffer og tage alt.')).toBe(
      'De ville/Past bryde ind bryde skuffer og tage alt',
    );
    expect(tagged('Stoppe tør jeg ikke.')).toBe('Stoppe tør/Pres jeg ikke');
  });

  it('reads the word after an infinitive with a noun reading too as its object, after a modal or "at"', () => {
    expect(tagged('Hun skal holde taler i hele landet.')).toBe('Hun skal/Pres holde taler i hele landet');
    expect(tagged('De ønsker at skabe rammer for samarbejdet.')).toBe('De ønsker/Pres at skabe rammer for samarbejdet');
    // an infinitive as the subject, and a subject pronoun after the homograph, keep the verb
    expect(tagged('At ryge skader helbredet.')).toBe('At ryge skader/Pres helbredet');
    expect(tagged('Det at skabe rammer ikke alle.')).toContain('rammer/Pres');
    expect(tagged('Hvad han vil holde, taler han ikke om.')).toContain('taler/Pres');
  });

  it('reads a role or likeness after a verb and "som" meaning "as" as no verb', () => {
    expect(tagged('Hun arbejder som lærer i Odense.')).toBe('Hun arbejder/Pres som lærer i Odense');
    expect(tagged('Vi lever som fremmede.')).toBe('Vi lever/Pres som fremmede');
    expect(tagged('Hænderne sank som lammede ned.')).toBe('Hænderne sank/Past som lammede ned');
  });

  it('keeps the verb after "som" of "as if", of a relative clause, or before an object or time adverb', () => {
    expect(tagged('Han standsede, næsten som maatte han gaa.')).toContain('maatte/Past');
    expect(tagged('Stemmen lød som klaprede tænderne.')).toContain('klaprede/Past');
    expect(tagged('Den vind blæser som blæste i går.')).toContain('blæste/Past');
    expect(tagged('Det var Zigeunerne som spillede.')).toContain('spillede/Past');
    expect(tagged('Han rørte sig ikke saa meget som rystede.')).toContain('rystede/Past');
  });

  it('reads a homograph after an indefinite article and an adjective as the noun', () => {
    expect(tagged('En erfaren leder ved det.')).toBe('En erfaren leder ved det');
    expect(tagged('Selv en dygtig spiller taber engang imellem.')).toBe(
      'Selv en dygtig spiller taber/Pres engang imellem',
    );
    // an old-spelling noun after the article is the subject, and the homograph its verb
    expect(tagged('Et Hvin, som en Lancet skærer over.')).toBe('Et Hvin som en Lancet skærer/Pres over');
    expect(tagged('Det gør en glad, og man smiler.')).toContain('smiler/Pres');
  });

  it('reads a role after "som" meaning "as", and a mass noun after "mere", as nouns', () => {
    expect(tagged('Som leder af holdet har hun travlt.')).toBe('Som leder af holdet har/Pres hun travlt');
    expect(tagged('Hun begyndte som lærer.')).toBe('Hun begyndte/Past som lærer');
    expect(tagged('Vi skal bruge mere tømmer.')).toBe('Vi skal/Pres bruge mere tømmer');
    expect(tagged('Lidt efter lidt vandrer de hjem.')).toBe('Lidt efter lidt vandrer/Pres de hjem');
    expect(tagged('Ingen anden kender dem.')).toBe('Ingen anden kender/Pres dem');
  });

  it('reads a capitalised verb before a personal pronoun inside a sentence as the verb opening a clause', () => {
    expect(tagged('Han spurgte Ser du Storken?')).toBe('Han spurgte/Past Ser/Pres du Storken');
    expect(tagged('Hun gemte sig bag hans Hænder du ved.')).toBe('Hun gemte/Past sig bag hans Hænder du ved/Pres');
  });

  it('keeps a participle with a modifier before its noun attributive', () => {
    expect(tagged('Vi så de serbisk styrede områder.')).toBe('Vi så/Past de serbisk styrede områder');
  });

  it('tags a verb after a number when a comma comes between, and one before an inverted pronoun', () => {
    expect(tagged('Huset stod klar i 1987, fortæller han.')).toBe('Huset stod/Past klar i 1987 fortæller/Pres han');
    expect(tagged('I 1990 fortæller hun om det.')).toBe('I 1990 fortæller/Pres hun om det');
    expect(tagged('Der var 11 døde.')).toBe('Der var/Past 11 døde');
  });

  it('reads the old modals as verbs before an infinitive, and the verb after them as the infinitive', () => {
    expect(tagged('Men det vilde blive opdaget. Det kunde hænde.')).toBe(
      'Men det vilde/Past blive opdaget Det kunde/Past hænde',
    );
    expect(tagged('Han skulde kunne gaa, og de skulde have Fred.')).toBe(
      'Han skulde/Past kunne gaa og de skulde/Past have Fred',
    );
    expect(tagged('Han gik over den vilde Hede.')).toBe('Han gik/Past over den vilde Hede');
  });

  it('reads a capitalised auxiliary inside a sentence as a question opening, not a name', () => {
    expect(tagged('Hun sagde: Er du syg? Han raabte Har Jens været her?')).toBe(
      'Hun sagde/Past Er/Pres du syg Han raabte/Past Har/Pres Jens været her',
    );
    expect(tagged('Han gik med den ene Vilde Mand efter den anden.')).toBe(
      'Han gik/Past med den ene Vilde Mand efter den anden',
    );
  });
});

describe('opensClauseAt', () => {
  const words = (text: string) => segmentParagraph(text).sentences[0]!.words;
  const openers = new Set(['og', 'men']);

  it("opens a clause at the sentence start, after a mark and after one of the rule's own openers", () => {
    const sentence = words('Han kom, hun gik og de blev men ikke for altid');
    const at = (form: string) => sentence.findIndex((word) => word.form === form);
    expect(opensClauseAt(sentence, 0, openers)).toBe(true);
    expect(opensClauseAt(sentence, at('hun'), openers)).toBe(true); // after the comma
    expect(opensClauseAt(sentence, at('de'), openers)).toBe(true); // after 'og'
    expect(opensClauseAt(sentence, at('ikke'), openers)).toBe(true); // after 'men'
    expect(opensClauseAt(sentence, at('kom'), openers)).toBe(false);
    expect(opensClauseAt(sentence, at('altid'), openers)).toBe(false); // 'for' is not among the openers
    expect(opensClauseAt(sentence, at('altid'), new Set(['for']))).toBe(true);
  });
});
