/**
 * A deterministic, novel-length Danish text written for the tests (at least 20,000 words): a cast with names and
 * titles, real Danish places and recurring settings, dialogue in both Danish styles (»…« and dash-led lines) with
 * speech verbs, and a clear mood arc — a happy start, a long fall, a happy end ("Man in a Hole"). The sentences
 * are the team's own; chapters vary them by combining the cast, places and moods.
 */
type Mood = 'light' | 'dark';

const cast = [
  { name: 'Anna Holm', short: 'Anna' },
  { name: 'Jonas Bech', short: 'Jonas' },
  { name: 'Fru Lund', short: 'Fru Lund' },
  { name: 'Kaptajn Vinther', short: 'Vinther' },
  { name: 'Maja', short: 'Maja' },
];
const towns = ['Skagen', 'Aalborg', 'København', 'Frederikshavn', 'Læsø', 'Hirtshals'];
const settings = ['kroen', 'havnen', 'skolen', 'kirken', 'stationen'];

const narration: Record<Mood, string[]> = {
  light: [
    '{A} vågnede tidligt og glædede sig over solen, der skinnede ind gennem vinduet.',
    'Om formiddagen gik {A} ned på {S}, hvor alle smilede og hilste venligt.',
    'Det var en lys og varm dag i {T}, og {A} følte sig lykkelig og fri.',
    '{A} og {B} lo højt, da de cyklede langs stranden med vinden i ryggen.',
    'I haven blomstrede roserne, og {A} plukkede en stor buket til {B}.',
    'Om aftenen spiste de sammen ved det lange bord, og stemningen var glad og tryg.',
    '{B} fortalte en sjov historie, og hele selskabet klappede begejstret.',
    '{A} tænkte, at hun aldrig havde haft det så godt som denne sommer.',
    'Fra vinduet kunne {A} se bådene komme sikkert hjem til {S} i det smukke lys.',
    'Der var fest i {T} den lørdag, og musikken spillede til langt ud på natten.',
    '{A} fik et kærligt brev fra {B}, og hun læste det tre gange med et stort smil.',
    'Børnene legede på pladsen foran {S}, og deres latter fyldte den milde luft.',
    '{A} var taknemmelig for venskabet med {B} og for det rolige liv i {T}.',
    'Himlen var klar og blå, og havet lå stille og venligt under den varme sol.',
    '{B} gav {A} en gave, og hun blev så glad, at hun krammede ham længe.',
  ],
  dark: [
    'En kold morgen fandt {A} døren til {S} brudt op, og alt var i uorden.',
    '{A} var bange og alene, og regnen piskede mod ruderne hele natten.',
    'I {T} talte folk om ulykken, og frygten bredte sig fra hus til hus.',
    '{B} var forsvundet, og ingen vidste, hvor han var taget hen.',
    '{A} græd i mørket og kunne ikke forstå, hvorfor alting var gået så galt.',
    'Stormen rasede over {T}, og en båd forliste ude på det sorte hav.',
    'Politiet kom til {S} og stillede hårde spørgsmål om den døde mand.',
    '{A} følte sig svigtet og bitter, og hun sov dårligt i mange nætter.',
    'Sygdommen tog hårdt på {B}, og lægen rystede alvorligt på hovedet.',
    'Der var ingen trøst at hente, kun tomhed, sorg og en dyb smerte.',
    '{A} mistede sit arbejde og gik hjem gennem de mørke gader i {T}.',
    'Et grusomt rygte spredte sig, og {A} blev mødt med kulde og mistillid overalt.',
    'Huset var koldt og tomt, og {A} frøs, mens vinden hylede om hjørnerne.',
    '{B} blev anklaget for tyveri, og {A} var fortvivlet over den uretfærdige skam.',
    'Om natten hørte {A} skrig fra {S}, og hun turde ikke gå ud.',
  ],
};

const speech: Record<Mood, string[]> = {
  light: [
    'Hvor er det dejligt at se dig igen',
    'Vi skal fejre det i aften, alle sammen',
    'Jeg har aldrig været så glad',
    'Tak for hjælpen, du er en rigtig god ven',
    'Se, hvor smukt havet er i dag',
    'Kom, lad os gå en tur langs stranden',
  ],
  dark: [
    'Jeg er så bange for, hvad der skal ske',
    'Hvorfor har du løjet for mig',
    'Det er forbi, der er intet håb tilbage',
    'Gå din vej, jeg vil ikke se dig mere',
    'Han er død, de fandt ham ved havnen i nat',
    'Jeg kan ikke klare det længere',
  ],
};
const speechVerbs = ['sagde', 'spurgte', 'hviskede', 'svarede', 'råbte'];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The mood of a chapter: light at the start and the end, dark in the middle. */
function moodOf(chapter: number, chapters: number): Mood {
  const position = chapter / chapters;
  return position < 0.25 || position >= 0.75 ? 'light' : 'dark';
}

export interface TestNovel {
  text: string;
  words: number;
}

export function danishNovel(minimumWords = 20_000, seed = 11): TestNovel {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chapters = 24;
  const perChapter = Math.ceil(minimumWords / chapters);
  const out: string[] = [];
  for (let chapter = 0; chapter < chapters; chapter++) {
    const mood = moodOf(chapter, chapters);
    out.push(`Kapitel ${chapter + 1}`);
    for (let paragraph = 0, words = 0; words < perChapter; paragraph++) {
      const a = pick(cast);
      let b = pick(cast);
      if (b === a) b = cast[(cast.indexOf(a) + 1) % cast.length]!;
      const fill = (template: string) =>
        template
          .replaceAll('{A}', next() < 0.4 ? a.name : a.short)
          .replaceAll('{B}', b.short)
          .replaceAll('{T}', pick(towns))
          .replaceAll('{S}', pick(settings));
      if (paragraph % 3 === 2) {
        const said = pick(speech[mood]);
        const verb = pick(speechVerbs);
        const question = /^Hvorfor|^Hvad/u.test(said);
        const line =
          next() < 0.5
            ? `»${said}${question ? '?' : ','}« ${verb} ${a.short}.`
            : `– ${said}${question ? '?' : ','} ${verb} ${a.short} og så på ${b.short}.`;
        out.push(line);
        words += countWords(line);
      } else {
        const text = [fill(pick(narration[mood])), fill(pick(narration[mood])), fill(pick(narration[mood]))].join(' ');
        out.push(text);
        words += countWords(text);
      }
    }
  }
  const text = out.join('\n\n');
  return { text, words: countWords(text) };
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length;
}
