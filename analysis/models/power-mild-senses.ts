/**
 * Power words with a common mild sense (issue 28 points 3 and 6, 2026-11-28, thirteenth session). Every held-out
 * read since the book's evidence bound (power-evidence.ts) found its errors among words the book writes several
 * times in a sense the sense rules cannot see from the sentence: love as a slogan, roses loved, clocks and eyes that
 * are dead, a colleague embraced in congratulation, "jeg frygter, at" as politeness, "skrækkelig" as a degree, a
 * longing to meet a stranger. What those words share is not a phrase but a fact of Danish: their everyday,
 * figurative, ceremonial, polite or intensifying sense is as common as the charged one. Such a word is listed only
 * on stronger evidence (power-evidence.ts): charged more often and in a larger share of its uses.
 *
 * The class was written from Danish usage before looking at which judged items it changes, and is kept apart from
 * the words that are charged in nearly every use (rædsel, had, hævn, mord, fortvivlelse, sorg, gråd, elskov …),
 * which keep the ordinary bound, as do the words between the two (vred, skræk, fortvivlet, arrig, mirakel …). It
 * names lemmas of power-words.tsv (and a few of their stems); the paragraph gate's list of words that need a word of
 * their feeling near them (power-confidence.ts) is a narrower, older list of the same kind and stays as it is.
 */
const commonMildSense = new Set(
  [
    // kærlighed: loving food, roses or dancing; the lover of a play; love as charity, a slogan, love of country; a
    // kiss and an embrace in greeting; a caress of the wind; sore; "Deres hengivne"; worship; a faithful servant;
    // longing for anything
    'elske elskede elsker kærlighed kys kysse kyssede omfavne omfavnelse kærtegn kærtegne øm ømhed hengivenhed',
    'tilbede trofast længsel længes længtes',
    // død: dead eyes, stopped clocks, a dead season; buried in books; parting; a long while; the transient; a chest;
    // drowned in work; deadly dull; the late
    'død døde dødelig begravet begravelse kiste afsked evighed forgængelig afdød drukne druknede',
    // glæde: "med Glæde", "det glæder mig", the everyday glad, smile and laugh; relief; the late; a feast for the
    // eye; a happy journey; a triumph of any kind; keen
    'glæde glad smil smile smilede latter grine grinede munter lettelse lettet salig fryd fryde lykkelig triumf',
    'begejstret begejstring',
    // sorg: to see to; to lack; a lone house; pain of the body; a chronic ailment; an accident; mildly unhappy; tears
    // of laughter; a ditch; a widow; a left place; crushed stone
    'sørge sørgede savn savne savnede ensom ensomhed smerte smertefuld pine pint lidelse ulykke ulykkelig tårer',
    'tåre grav enke forladt knust',
    // håb: "i Haab om", hoping as a courtesy, the dreams of sleep, mild courage, everyday trust, freedom, saving
    // money or time, a sunrise, a pardon asked in courtesy or granted in the liturgy
    'håb håbe håbede drøm drømme drømte modig tillid frihed redde reddede redning solopgang tilgive tilgivelse',
    // frygt: "jeg frygter, at" (politeness); a degree ("skrækkelig varmt", "uhyggelig mange"); a risk; clouds that
    // threaten; any cry; mildly afraid; a shiver of cold; shaken
    'frygt skrækkelig uhyggelig uhygge fare farlig livsfarlig truende trussel skrig skrige skreg bange gys rystet',
    // vrede: a bitter taste or cold; bad; a degree ("vanvittig dyr"); quick-tempered; the roar of the sea; a horse
    // snorting; excited; mild disdain
    'bitter bitterhed ond vanvid vanvittig hidsig brøl brøle fnyse ophidset foragt',
    // vold: a clock's stroke, a battle of history; a knife at table; arms on a shield; kin; a tree's wound; shooting
    // game; a struggle; an attack of fever or of critics; a war in the history books; a kick; "i hans Vold"
    'slag kniv pistol våben blod sår såret skud skyde kamp kæmpe angreb angribe krig sparke sparkede vold',
    // spænding: tight, curious; mildly nervous; restless light and water; a pulse; shaking of cold; a secret drawer;
    // a riddle; things that disappear; a hunt; to flee a shower; a trap of words
    'spænding spændt nervøs uro urolig hjerteslag puls ryste rystede sitre sitrede skælve skælvede hemmelighed',
    'hemmelig mystisk gåde gådefuld forsvinde forsvandt forsvundet jagt flygte flygtede fælde',
    // begær: bare fields and walls, an armful, to try
    'nøgen nøgenhed favn friste fristede attråværdig',
    // magt: "det staar ikke i min Magt"; to prevail ("der herskede Stilhed"); a servant's order; control of a
    // budget; a game won; proper pride; humble (the adjective read as the verb)
    'magt herske herskede hersker tvinge tvang befaling befale adlyde underkaste kontrol kontrollere sejr sejre',
    'sejrede nederlag stolthed ydmyge',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether the power word (a lemma) has an everyday, figurative, ceremonial or intensifying sense as common as its
 * charged one.
 */
export function hasCommonMildSense(lemma: string): boolean {
  return commonMildSense.has(lemma);
}
