/** Danish inflection endings, shared by the lexicons that recognise a word from its stem. */

/** Noun and verb endings a stem commonly takes ("rædsel" + "en", "kaste" + "r"). */
export const commonInflectionEndings = [
  '',
  'e',
  'en',
  'et',
  'er',
  'ene',
  'erne',
  'ens',
  'ets',
  't',
  's',
  'es',
  'ede',
  'te',
  'ende',
  'ne',
  'r',
  'n',
] as const;

/** Further past-tense and degree endings ("-de", "-re", "-ste", "-st"), for matching two forms of one word. */
export const pastAndDegreeEndings = ['de', 're', 'ste', 'st'] as const;
