/**
 * A short Danish text, written for this purpose, that a warm analysis thread analyses once as it starts
 * (analysis-task.ts): chapters, dialogue, description and inner thoughts, so that every model's code runs.
 * About 1,200 words: small enough for the smallest heap budget, long enough for the language check.
 */
const CHAPTER = [
  'Morgenen var grå og stille, da Karen gik ned mod havnen. Vinden kom ind fra vest, og bådene lå tæt ved kajen.',
  '"Kommer du med ud i dag?" spurgte fiskeren og så op fra nettet.',
  '"Nej, jeg skal hjem til min mor," svarede hun. "Hun har været syg hele ugen."',
  'Han nikkede langsomt og sagde ikke mere. Hun vidste, at han forstod det, selv om han aldrig talte om sin egen familie.',
  'På vejen tilbage gik hun forbi kirken og den gamle skole. Hun tænkte på de vintre, hvor hun havde siddet ved vinduet og ventet på, at far kom hjem fra søen.',
  'Huset lå for enden af vejen. Der var lys i køkkenet, og hun kunne lugte kaffe, før hun åbnede døren.',
  '— Er det dig? råbte moderen fra stuen.',
  '— Ja, det er mig, sagde Karen og hængte frakken op.',
  'De drak kaffe sammen og talte om naboerne, om præsten og om den nye købmand, som ingen rigtig kunne lide. Moderen lo, og for første gang i lang tid var hun glad.',
  'Om aftenen sad Karen alene ved bordet og skrev et brev til sin bror i København. Hun skrev, at alt var godt, men hun vidste, at det ikke var sandt.',
].join('\n\n');

export const WARM_UP_TEXT = Array.from({ length: 6 }, (_, index) => `Kapitel ${index + 1}\n\n${CHAPTER}`).join('\n\n');
