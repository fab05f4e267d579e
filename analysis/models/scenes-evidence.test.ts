import { describe, expect, it } from 'vitest';
import { book, names, occurrences, warmBeforeAll } from '../test-support/paragraphs.ts';
import { bookCast, bookEntities, narratorName } from './scenes.ts';

warmBeforeAll();

/** Old spelling: every noun capitalised, so the capital is no evidence of a name. */
const oldSpelling = [
  'Der var en Mand og en Kone i den Gaard, og Manden havde et Øg og en Ko i Stalden ved Huset.',
  'Han fik aldrig Ro for sin Kone. Ro var der ikke i Huset, og Lys var der heller ikke.',
  'Lys kom der først ud paa Dagen. Ro fandt han hos Hesten, og Lys saa han i Stalden.',
  'Marie kom ind. »Godaften,« sagde Marie og smilede. Lille Børn legede i Gaarden med Marie.',
  'Lille Børn sad ved Bordet, og Marie nikkede til dem. Hun gav de Lille Børn Mad.',
  'Der stod en Hest i en Stald, og et Barn sad paa en Stol ved et Bord med en Kop og et Glas i den Stue.',
];

describe('Scenes: a person only on evidence', () => {
  it('takes no capitalised common noun of the old spelling for a person without a person’s evidence', () => {
    const cast = bookCast(book(...oldSpelling));
    expect(names(cast.characters)).toEqual(['Marie']);
  });

  it('takes a common noun after a title for a form of address, unless the pair recurs ("Hr. Advokat")', () => {
    const cast = bookCast(
      book(...oldSpelling, '»Godaften, Hr. Advokat,« sagde Marie. »Tak, Hr. Advokat.«', 'Justitsraad Knap kom ind.'),
    );
    expect(names(cast.characters)).not.toContain('Hr. Advokat');
    const often = bookCast(book(...oldSpelling, 'Justitsraad Knap kom. Justitsraad Knap gik. '.repeat(2)));
    expect(names(often.characters)).toContain('Justitsraad Knap');
  });

  it('keeps a first name that is also a word when it speaks and acts ("Jens")', () => {
    const cast = bookCast(
      book(
        ...oldSpelling,
        '»Nej,« sagde Jens. Jens smilede til Marie, og Jens nikkede.',
        'Saa gik Jens ud af Stuen, og Ro var der igen.',
      ),
    );
    expect(names(cast.characters)).toEqual(expect.arrayContaining(['Marie', 'Jens']));
    expect(names(cast.characters)).not.toContain('Ro');
  });
});

describe('Scenes: aliases merged only on evidence', () => {
  it('never merges "Fru Berg" into "Berg"', () => {
    const cast = bookCast(
      book(
        'Skovrider Berg kom hjem. Berg satte sig, og Fru Berg bragte ham kaffen.',
        '»Tak,« sagde Berg. Fru Berg smilede og gik ud igen. Berg læste avisen.',
      ),
    );
    expect(names(cast.characters).sort()).toEqual(['Berg', 'Fru Berg']);
    expect(occurrences(cast.characters, 'Berg')).toBe(4);
    expect(occurrences(cast.characters, 'Fru Berg')).toBe(2);
  });

  it('merges "Madam Hof" and "Madame Hof", one woman under two spellings of her title', () => {
    const cast = bookCast(book('Madam Hof kom ind. »Godaften,« sagde Madame Hof. Madam Hof satte sig.'));
    expect(cast.characters).toHaveLength(1);
    expect(cast.characters[0]!.occurrences).toBe(3);
  });

  it('merges "Frøken Thora" into "Thora" when nothing shows "Thora" to be a man', () => {
    const cast = bookCast(
      book(
        '»Godmorgen,« sagde Thora. Thora smilede, og hun gik ud i haven.',
        'Frøken Thora kom tilbage. »Kom ind,« sagde Frøken Thora, og hun satte sig.',
      ),
    );
    expect(cast.characters).toHaveLength(1);
    expect(cast.characters[0]).toMatchObject({ name: expect.stringMatching(/Thora$/u), occurrences: 4 });
  });

  it('does not merge a surname into either of two relatives who share it', () => {
    const cast = bookCast(
      book(
        'Niels Lyhne smilede og gik ned til fjorden. Bartholine Lyhne stod ved vinduet og så efter ham.',
        'Niels Lyhne kom hjem, og Bartholine Lyhne lo. Lyhne sad i sin stol og røg.',
        '»Kom ind,« sagde Lyhne. Lyhne rejste sig og gik.',
      ),
    );
    expect(names(cast.characters).sort()).toEqual(['Bartholine Lyhne', 'Lyhne', 'Niels Lyhne']);
    expect(occurrences(cast.characters, 'Lyhne')).toBe(3);
  });
});

describe('Scenes: the first-person narrator', () => {
  const told = (...extra: string[]) =>
    book(
      'Jeg gik ned ad gaden den morgen. Jeg tænkte på Thora, og mit hjerte bankede.',
      '»Kom ind,« sagde Thora. Jeg gik ind til hende, og hun gav mig sin hånd.',
      'Jeg blev der hele aftenen. Min mor ventede mig hjemme, men jeg glemte hende.',
      ...extra,
    );

  it('lists the narrator of a book told in the first person as "Jeg-fortælleren"', () => {
    const cast = bookCast(told());
    expect(names(cast.characters)).toContain(narratorName);
    expect(occurrences(cast.characters, narratorName)).toBeGreaterThanOrEqual(8);
  });

  it('lists the narrator under the name the narration gives', () => {
    const cast = bookCast(told('Jeg hedder Aksel, og Aksel var et navn, min far gav mig.', '»Aksel!« råbte Thora.'));
    expect(names(cast.characters)).not.toContain(narratorName);
    expect(occurrences(cast.characters, 'Aksel')).toBeGreaterThan(8);
  });

  it('lists no narrator in a book told in the third person', () => {
    const cast = bookCast(
      book('Marie gik ned ad gaden. Hun tænkte på Peter.', '»Kom ind,« sagde Peter. Hun gik ind til ham.'),
    );
    expect(names(cast.characters)).not.toContain(narratorName);
  });
});

describe('Scenes: where a name ends', () => {
  it('ends a place before a common noun, keeps a street’s number and an abbreviation that opens a name', () => {
    const text = book(
      'Toget holdt ved Næstved Station, og Marie steg ud. Hun boede i Bredegade 55 i København.',
      'Om aftenen gik hun til Kgs. Nytorv, hvor teatret lå. Næstved var langt borte.',
    );
    const { mentions } = bookEntities(text);
    const shown = mentions.map(({ mention }) => {
      const words = text[mention.paragraph]!.sentences[mention.sentence]!.words;
      return text[mention.paragraph]!.text.slice(
        words[mention.first]!.start,
        words[mention.last]!.start + words[mention.last]!.text.length,
      );
    });
    expect(shown).toEqual(expect.arrayContaining(['Næstved', 'Bredegade 55', 'Kgs. Nytorv']));
    expect(shown).not.toContain('Næstved Station');
  });
});

describe('Scenes: issue 28, held-out errors', () => {
  const story = [
    'Marie gik ned til stranden. »Kom her,« sagde Marie, og hun smilede til Peter.',
    'Peter nikkede og fulgte efter hende. »Ja,« svarede Peter.',
  ];

  it('takes no name mentioned in passing without a person’s cue for a character, in the old spelling ("Romeo")', () => {
    const passing = bookCast(
      book(...oldSpelling, 'De talte om Romeo og Julie i Theatret. Romeo var en Rolle, Marie kendte.'),
    );
    expect(names(passing.characters)).not.toContain('Romeo');
    const speaking = bookCast(book(...oldSpelling, '»Nej,« sagde Romeo. Romeo smilede til Marie.'));
    expect(names(speaking.characters)).toContain('Romeo');
  });

  it('takes no name only ever said inside speech for a character, in the old spelling ("Jøsses")', () => {
    const oath = bookCast(book(...oldSpelling, '»Aa, Krestus, nej!« »Krestus, hvor er det koldt!« sagde Marie.'));
    expect(names(oath.characters)).not.toContain('Krestus');
  });

  it('makes a person of a place name with a title of office ("Dyrlæge Lund")', () => {
    const cast = bookCast(book(...story, 'Dyrlæge Lund kom kørende. »Godmorgen,« sagde Dyrlæge Lund.'));
    expect(names(cast.characters)).toContain('Dyrlæge Lund');
    expect(names(cast.locations)).not.toContain('Lund');
  });

  it('lists no name as a place when few of its mentions follow a place preposition ("om Lohengrin")', () => {
    const opera = bookCast(
      book(
        ...story,
        'Han talte om Lohengrin.',
        'Hun var gladere for det end over Lohengrin.',
        'De drømte om Lohengrin.',
      ),
    );
    expect(names(opera.locations)).not.toContain('Lohengrin');
    const village = bookCast(book(...story, 'De kørte til Vrøndrup. I Vrøndrup boede han. Fra Vrøndrup kom hun.'));
    expect(names(village.locations)).toContain('Vrøndrup');
  });

  it('lists no capitalised common noun of the old spelling after "i" or "paa" as a place', () => {
    const cast = bookCast(
      book(
        ...oldSpelling,
        'Han levede i Fred med sin Kone. I Fred sov han om Natten, og i Fred gik han til Kirken.',
        'Hun laa paa Chaiselonguen. Paa Chaiselonguen sov hun, og fra Chaiselonguen saa hun ud.',
      ),
    );
    expect(names(cast.locations)).not.toContain('Fred');
    expect(names(cast.locations)).not.toContain('Chaiselonguen');
  });

  it('reads an unknown word in the definite form as a noun, not a name, in the old spelling', () => {
    const cast = bookCast(
      book(
        ...oldSpelling,
        'Efter Spasereturen kom Marie hjem, og Spasereturen havde trættet hende.',
        'Hun følte en angest, og Angesten kom om Natten, og Angest fyldte hende. Hun sov i Angest og vaagnede i Angest.',
      ),
    );
    const listed = [...names(cast.characters), ...names(cast.locations)];
    expect(listed).not.toContain('Spasereturen');
    expect(listed).not.toContain('Angest');
    expect(names(cast.characters)).toContain('Marie');
  });

  it('reads the genitive of a name no dictionary knows as that name ("Godsejer Tersling", "Terslings")', () => {
    // "Tersling" alone reads as a compound of two words ("ter" + "sling"): only the title makes it a name, and
    // the genitive joins that name instead of making one of its own.
    const cast = bookCast(
      book(
        ...oldSpelling,
        'Godsejer Tersling kom ind. »Godaften,« sagde han og smilede.',
        'Terslings Hest stod i Gaarden. Han saa paa Terslings Gaard og nikkede.',
      ),
    );
    expect(names(cast.characters)).not.toContain('Terslings');
    expect(names(cast.locations)).not.toContain('Terslings');
    expect(occurrences(cast.characters, 'Tersling')).toBe(3);
  });

  it('merges two spellings of one woman’s name that carry the same title ("Baronesse Alvilde", "Alvilda")', () => {
    const cast = bookCast(
      book(
        '»Godaften,« sagde Baronesse Alvilda. Alvilda smilede, og hun satte sig.',
        'Alvilda nikkede til ham, og hun lo. Baronesse Alvilde rejste sig.',
      ),
    );
    expect(cast.characters).toHaveLength(1);
    expect(cast.characters[0]!.occurrences).toBe(4);
  });

  it('lists no narrator when the first person is speech without quotation marks in a past-tense narration', () => {
    const unmarked = [
      'Herta gik ned ad vejen, og hun så på huset. Hun tænkte på sin mor.',
      'Jeg skal hjem nu, sae hun. Jeg har lært meget, sae hun, og jeg er træt.',
      'Jeg vil ikke, sae Herta. Jeg kan ikke mere, og jeg går nu, sae hun.',
      'Herta smilede. Hun satte sig, og hun sov. Han kom ind, og han så på hende.',
    ];
    const cast = bookCast(book(...unmarked));
    expect(names(cast.characters)).not.toContain(narratorName);
    expect(names(cast.characters)).toContain('Herta');
  });
});
