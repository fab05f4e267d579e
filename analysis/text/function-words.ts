/** Closed Danish word classes used by several models (grammar, not vocabulary: no lexicon file needed). */
const set = (words: string) => new Set(words.split(' '));

/** Words that can be the subject right before a finite verb (including relative 'der'/'som'). */
export const subjectWords = set('jeg du han hun vi i de den det man der som hvem hvad ingen alle nogen hvilket');

/** Determiners, possessives and numerals: what follows is a noun phrase, not a finite verb. */
export const determiners = set(
  'en et min mit mine din dit dine sin sit sine hans hendes dets dens vores vor vort vore jeres deres denne dette disse hver hvert ethvert enhver intet første sidste samme hele ens',
);

/** Quantifiers: a determiner before a noun ("mange lærere") or the subject itself ("flere mener"). */
export const quantifiers = set(
  'nogle mange flere få alle begge to tre fire fem seks syv otte ni ti tolv hundrede tusind anden andet andre ingen',
);

/** Prepositions: what follows is a noun phrase. */
export const prepositions = set(
  'i på af til fra med om over under efter før ved hos mod for gennem igennem uden inden langs bag blandt mellem omkring ad siden trods ifølge imod foran ovenpå nedenfor udenfor indenfor',
);

/** Modal and auxiliary verbs after which a verb is an infinitive ("kan gå", "ville komme"). */
export const modals = set('kan kunne vil ville skal skulle må måtte bør burde tør turde gider gad lad lader lod');
/** The old spelling's past modals ('kunde', 'vilde', 'skulde'), apart: 'vilde' and 'kunde' are also modern words. */
export const oldModals = set('kunde vilde skulde');

/**
 * Sentence adverbs (sætningsadverbialer) and short time adverbs: they stand between a clause's finite verb and its
 * infinitive or participle ("vil nok kunne", "skal derfor udskiftes") and change nothing of the verbs around them.
 */
export const clauseAdverbs = set(
  'ikke ej atter nu også aldrig altid jo vel nok da dog kun så heller snart først mindst mest bare blot gerne næppe måske godt vist sikkert ofte fortsat stadig endda endnu derfor desuden altså formentlig sandsynligvis muligvis egentlig faktisk således fremover samtidig igen allerede straks dermed derved hermed tilsyneladende åbenbart naturligvis selvfølgelig heldigvis desværre senere tidligere hidtil længe netop just ellers nemlig imidlertid alligevel efterhånden snarere hellere helst',
);

/** Copulas and degree words before an adjective ("var vred", "meget hed"). */
export const adjectiveLeads = set(
  'er var blev bliver være været meget så for helt ganske ret lidt mere mest ikke særlig aldeles',
);

/** Cardinal numbers written as words, from two ("et"/"en" are articles too). */
export const cardinals = set('to tre fire fem seks syv otte ni ti elleve tolv tyve hundrede tusind tusinde');

/** Personal pronouns by person, as indicators of the narrative perspective. */
export const firstPerson = set('jeg mig min mit mine vi os vor vort vore vores');
export const secondPerson = set('du dig din dit dine jer jeres');
export const thirdPerson = set('han ham hans hun hende hendes de dem deres sig sin sit sine');
