import { describe, expect, it } from 'vitest';
import { segmentParagraph } from '../text/document.ts';
import { countDescription } from './showing-telling.ts';

const counted = (text: string) => {
  const counts = countDescription([segmentParagraph(text)]);
  return {
    adjectives: [...counts.adjectives.keys()],
    adverbs: [...counts.adverbs.keys()],
    filling: [...counts.filling.keys()],
  };
};

describe('word classes in context (Show/Tell, Tillægsord)', () => {
  it("reads a past participle after 'have', 'være' or 'blive' as a verb, a copula's adjective as an adjective", () => {
    expect(counted('Han havde lukket døren, og brevet blev glemt.').adjectives).toEqual([]);
    expect(counted('Hun var træt og glad.').adjectives).toEqual(expect.arrayContaining(['træt', 'glad']));
  });

  it("counts an adjective in '-t' after a finite verb as an adverb, before a noun as an adjective", () => {
    expect(counted('Han løb hurtigt hjem.')).toMatchObject({ adverbs: ['hurtig'], adjectives: [] });
    expect(counted('Det var et hurtigt svar.').adjectives).toContain('hurtig');
    // 'snart' tells time, not manner: no adverb an editor would flag
    expect(counted('Hun kom snart, og det var en stille aften.')).toMatchObject({
      adverbs: [],
      adjectives: ['stille'],
    });
    expect(counted('Han havde taget hatten og lagt den.')).toMatchObject({ adverbs: [], adjectives: [] });
  });

  it('reads irregular and prefixed participles and "blev siddende" as verbs', () => {
    expect(counted('Fem karle var kommet og stod.').adjectives).toEqual([]);
    expect(counted('Han havde ikke forladt hende, og hun havde bekommet en søn.')).toMatchObject({
      adverbs: [],
      adjectives: [],
    });
    expect(counted('Berg blev siddende lidt.').adjectives).toEqual([]);
  });

  it('never lists a name or an old-spelling noun as an adjective, nor a verb particle', () => {
    expect(counted('Berg og Lange kom ind. Lange lo.').adjectives).toEqual([]);
    expect(counted('Hun talte paa Fransk.').adjectives).toEqual([]);
    expect(counted('De snakkede løs hele aftenen.').adjectives).toEqual([]);
    expect(counted('Han var stadig glad.')).toMatchObject({ adjectives: ['glad'], adverbs: [] });
  });

  it('lists no past-tense verb, infinitive or degree word as an adjective', () => {
    expect(counted('Han hørte en lyd, og klokken ringede.').adjectives).toEqual([]);
    expect(counted('Hvor ka jeg tørre den af? Hun smilte uendelig svagt.').adjectives).toEqual([]);
    expect(counted('Hun så en venlig gammel mand.').adjectives).toEqual(['venlig', 'gammel']);
  });

  it("lists no bare adjective used as an adverb, and no 'lige saa' or predicative 'rimeligt' as a filler", () => {
    expect(counted('Han kom jævnlig tilbage. Hun begyndte at tale sammenhængende.').adjectives).toEqual([]);
    expect(counted('Hun så bleg ud, og han lå syg.').adjectives).toEqual(['bleg', 'syg']);
    expect(counted('Han spillede lige saa godt, og det var rimeligt.').filling).toEqual([]);
    expect(counted('Han skal lige se, om det er rimelig godt.').filling).toEqual(['lige', 'rimelig']);
  });

  it('lists no predicative adjective in -t and no adjective before its noun as an adverb', () => {
    expect(counted('Så var det dog tydeligt for ham. Det er mig umuligt.').adverbs).toEqual([]);
    expect(counted('Han fandt det kønt, og de havde det varmt. Aa, hvor forfærdeligt!').adverbs).toEqual([]);
    expect(counted('Han så bedstefaderens truende Ris og kørte i frygtelig Fart.').adverbs).toEqual([]);
    expect(counted('Han gik kort efter. Hun smilede varmt til ham.').adverbs).toEqual(['varmt']);
  });

  it('lists manner and degree adverbs only: not time, place or attitude words, nor a verb of the list', () => {
    expect(counted('Endelig kom han, og de løb rundt. Måske var det desværre for sent.').adverbs).toEqual([]);
    expect(counted('Han sov ikke godt, og skyen sejler saa let.').adverbs).toEqual(['godt', 'let']);
    expect(counted('Der kom glade tidender.')).toMatchObject({ adverbs: [], adjectives: ['glad'] });
    expect(counted('De lo glad.').adverbs).toEqual([]); // manner or state: left out by the confidence gate
    expect(counted('De lo glad.').adjectives).toEqual([]);
    expect(counted('Han kunne stille to tønder guld frem.').adverbs).toEqual([]);
    expect(counted('Et rum med højt Brystpanel.').adverbs).toEqual([]);
  });

  it("counts 'jo', 'meget', 'lidt', 'bare', 'ligesom' and 'lige' as fillers only in their filler sense", () => {
    const filling = (text: string) => counted(text).filling;
    expect(filling('Det er jo sent.')).toEqual(['jo']);
    expect(filling('Jo, det er det. Jo mere han læste, jo bedre.')).toEqual([]);
    expect(filling('Der blev meget Mørke og lidt Støtte, lidt efter lidt.')).toEqual([]);
    expect(filling('Hun var meget træt og lidt bange.')).toEqual(['meget', 'lidt']);
    expect(filling('Han gik med bare Knæ.')).toEqual([]);
    expect(filling('De løb rundt ligesom hjul, lige ned ad bakken.')).toEqual([]);
    expect(filling('Hun var ligesom glemt, og jeg skal lige se.')).toEqual(['ligesom', 'lige']);
    expect(filling('Han fandt sig vel i dem. Vel har jeg ingen nytte af dem.')).toEqual([]);
    expect(filling('Derfor gik han alligevel.')).toEqual([]);
  });

  it('does not list adjective forms used as adverbs or particles as adjectives', () => {
    expect(counted('Tæt ved vejen lå en gård.').adjectives).toEqual([]);
    expect(counted('Røde blomster klædte hende meget bedre.').adjectives).toEqual(['rød']);
    expect(counted('Hesten blev godt betalt.').adjectives).toEqual([]);
    expect(counted('Marie, gik det løs.').adjectives).toEqual([]);
    expect(counted('Hun havde påtaget sig skikkelsen.').adjectives).toEqual([]);
  });

  it("counts 'ret', 'nærmest' and 'ligefrem' as fillers only before an adjective or adverb", () => {
    expect(counted('Han sad ret op og pegede ligefrem mod byen, nærmest nord for den.').filling).toEqual([]);
    expect(counted('Det var ret godt og nærmest komisk.').filling).toEqual(['ret', 'nærmest']);
  });

  it('never counts pronouns, determiners or quantifiers as adjectives', () => {
    expect(counted('Alle de mange børn fik få gaver, og sådan blev det ved.').adjectives).toEqual([]);
  });

  it('counts a filler word only where it is one, and never as an adverb or adjective as well', () => {
    expect(counted('Det er nok rigtigt.').filling).toContain('nok');
    expect(counted('Det var længe nok.').filling).toEqual([]);
    expect(counted('Hun drak både kaffe og te.').filling).toEqual([]);
    expect(counted('Det var ikke blot koldt, men også vådt.').filling).not.toContain('blot');
    const bare = counted('Han gik bare hjem.');
    expect(bare.filling).toEqual([]); // 'just' or 'only': left out by the confidence gate
    expect([...bare.adverbs, ...bare.adjectives]).not.toContain('bare');
  });
});
