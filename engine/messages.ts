/**
 * Every message the engine shows or logs, in one place. User-facing texts are Danish (spec §8);
 * developer messages (definition errors, log lines) are English.
 */
export const userText = {
  sectionFailed:
    'Der opstod en fejl under indlæsningen af data for denne model. Prøv at genindlæse siden, og kontrollér, at analysen er færdig. Hjælper det ikke, kan du uploade manuskriptet igen (det koster en upload). Kontakt support, hvis problemet fortsætter.',
  noAccess: 'Du har ikke adgang til denne model.',
  modelComputing: 'Denne model beregnes stadig. Siden viser den, når analysen er færdig.',
  infoBoxesFailed: 'Fejlede i at hente eller lave infomations kasser.',
  dataProblem: (detail: string) => `Fejl i data: ${detail}.`,
  unknownBlock: (type: string) => `Ukendt blok: ${type}`,
  loading: 'Indlæser …',
  chartLoading: 'Indlæser graf …',
  chartFailed: 'Grafen kunne ikke vises.',
  noChartData: 'Ingen data at vise.',
  allRecommendationsDone: 'Godt gået! Du har fuldført alle anbefalinger på denne side!',
  noCliches: 'Ingen fundne klichéer',
  noSimilarBooks: 'Der blev ikke fundet nogen lignende bøger.',
  showMore: 'Se flere',
  showFewer: 'Se færre',
  printShown: (shown: number, total: number) => `Viser ${shown} af ${total}`,
  showAllRows: (total: number) => `Vis alle ${total} rækker`,
  close: 'Luk',
  info: 'Info',
  analysed: 'Analyseret',
  given: 'Angivet',
  sourceWarning:
    'Bemærk: "Analyseret" viser genre og målgruppe, som analysen fandt; "Angivet" viser de værdier, du selv angav ved upload.',
  dismiss: 'Luk besked',
  previousPage: 'Forrige',
  nextPage: 'Næste',
  pageOf: (page: number, pages: number) => `Side ${page} af ${pages}`,
  readMore: 'Læs mere',
  measure: 'Mål',
  value: 'Værdi',
  articles: 'Artikler',
  tips: 'Tips',
  tabs: 'Faner',
  openRow: 'Åbn',
  showRow: (name: string) => `Vis ${name}`,
  hideRow: (name: string) => `Skjul ${name}`,
  sourceToggle: 'Datakilde for genre og målgruppe',
  goToReport: (type: string) => `Gå til ${type} rapporten`,
  completed: 'Fuldført',
  markDone: (name: string) => `Markér ${name} som fuldført`,
  markUndone: (name: string) => `Fortryd fuldført for ${name}`,
  passages: 'Passager',
  passagesFor: (what: string | undefined, key: string) => `Passager: ${what ? `${what} ` : ''}»${key}«`,
  passagesOpen: (key: string) => `Vis passager med »${key}«`,
  passagesPointOpen: 'Klik på et punkt i grafen, eller vælg det her, for at se sætningerne bag det.',
  passagesPoints: 'Passager bag punkterne',
  passagesLoading: 'Henter passager …',
  passagesFailed: 'Passagerne kunne ikke hentes. Prøv igen om lidt.',
  passagesCount: (total: number) => (total === 1 ? 'Fundet 1 gang.' : `Fundet ${total} gange.`),
  passagePosition: (percent: string) => `${percent} % inde i bogen`,
  passagesList: 'Sætninger',
  passageInText: 'Vis i manuskriptet',
  passageInTextLabel: (percent: string) => `Vis i manuskriptet: sætningen ${percent} % inde i bogen`,
  ragLabel: { R: 'Rød', A: 'Gul', G: 'Grøn' } as Record<string, string>,
} as const;

/** What a JSON value is, in Danish, for the messages below. */
const kindNames: Record<string, string> = {
  array: 'en liste',
  object: 'et objekt',
  string: 'en tekst',
  number: 'et tal',
  integer: 'et heltal',
  boolean: 'sand eller falsk',
  null: 'null (intet)',
};
export const kindName = (kind: string) => kindNames[kind] ?? kind;

/**
 * Problems in a block of a definition, worded for the content editors who write definitions (Danish). Each is
 * shown with the file and the JSON pointer of the offending value.
 */
export const definitionText = {
  unknownBlockType: (type: string) => `ukendt bloktype '${type}'`,
  unknownProp: (prop: string, type: string) => `bloktypen '${type}' har ingen egenskab '${prop}'`,
  missingProp: (prop: string, type: string) => `bloktypen '${type}' kræver '${prop}' (i props eller bind)`,
  wrongType: (expected: string, actual: string) => `skal være ${kindName(expected)}, men er ${kindName(actual)}`,
  notOneOf: (allowed: readonly unknown[], actual: unknown) =>
    `skal være en af ${allowed.map((a) => JSON.stringify(a)).join(', ')}, men er ${JSON.stringify(actual)}`,
  missingField: (field: string) => `mangler '${field}'`,
  unknownField: (field: string) => `'${field}' kendes ikke her`,
  tooSmall: (limit: unknown) => `skal være mindst ${String(limit)}`,
  tooLarge: (limit: unknown) => `må højst være ${String(limit)}`,
  tooFew: (limit: unknown) => `skal have mindst ${String(limit)} elementer`,
  tooLong: (limit: unknown) => `må højst have ${String(limit)} tegn`,
  noMatchingForm: 'har ingen af de tilladte former',
  badForm: (keyword: string) => `har ikke den form, bloktypen kræver (${keyword})`,
  /** A bound value's problem: which part of the value, then what is wrong. */
  inValue: (path: string, message: string) => (path ? `${path} ${message}` : message),
  duplicateReportId: (reportId: number, other: string) => `reportId ${reportId} bruges også af ${other}`,
  duplicateKey: (key: string, other: string) => `key '${key}' bruges også af ${other}`,
  keyNotFileName: (expected: string) => `key skal svare til filnavnet (${expected})`,
  unknownReport: (key: string) => `der er ingen rapport med key '${key}'`,
  unknownTransform: (name: string) =>
    `ukendt transformation '${name}' (de kendte står i docs/REPORTS.md under Transformationer)`,
  chartDataRefused: 'en graf må ikke hente data selv: dens data kommer fra values',
  chartUrlRefused: (value: string) => `en graf må ikke hente noget udefra (${value.slice(0, 60)})`,
  chartUsermetaRefused: 'en graf må ikke have usermeta (den kan ændre, hvordan grafen indlæses)',
  chartImageRefused: 'en graf må ikke vise billeder',
  chartDoesNotCompile: (detail: string) => `grafen kan ikke tegnes: ${detail}`,
  chartPropertyRefused: (key: string) => `'${key.slice(0, 40)}' er ikke en tilladt egenskab i en graf`,
  chartColourRefused: (value: string) => `en farve skal være en CSS-farve som #1d4ed8 (ikke '${value.slice(0, 60)}')`,
  chartExpressionTooLong: (limit: number) => `et udtryk i en graf må højst have ${limit} tegn`,
  chartExpressionNameRefused: (name: string) =>
    `et udtryk i en graf må ikke bruge '${name.slice(0, 40)}' (kun datum og Vegas almindelige funktioner)`,
  chartExpressionUnreadable: (rest: string) => `et udtryk i en graf kan ikke læses ved '${rest}'`,
  outsideReferenceRefused: (value: string) =>
    `en tekst i en definition må ikke hente noget udefra (${value.slice(0, 60)})`,
  /** The definition format (schema 'report-definition'): what is wrong at the pointer. */
  formatInvalid: (issue: string) => `følger ikke definitionsformatet: ${issue}`,
  parseError: (expr: string, detail: string) => `udtrykket '${expr}' kan ikke læses: ${detail}`,
  unknownFunction: (name: string) => `ukendt funktion '$${name}'`,
  notAFunction: (name: string) => `'${name}(…)' kalder noget, der ikke er en funktion (funktioner begynder med $)`,
  unknownVariable: (name: string) => `ukendt variabel '$${name}'`,
  fieldNotInModel: (field: string, where: string) => `bruger '${field}', som ${where} ikke har`,
  fieldNotInRows: (field: string) =>
    `bruger feltet '${field}', som dataene her ikke har (grafen eller kolonnen ville være tom)`,
  sourceNotDeclared: (alias: string) => `bruger '${alias}', som ikke er en datakilde i denne definition`,
  duplicateBlockId: (id: string) => `blok-id '${id}' bruges to gange`,
  expressionTooLong: (length: number, limit: number) =>
    `udtrykket er ${length} tegn langt; højst ${limit} tegn er tilladt (brug en pipeline af navngivne transformationer)`,
  expressionTooBig: (nodes: number, limit: number) =>
    `udtrykket har ${nodes} led; højst ${limit} er tilladt (brug en pipeline af navngivne transformationer)`,
  lambdaRefused: "et udtryk må ikke definere funktioner ('function'); brug en navngiven transformation",
  bindRefused: "et udtryk må ikke tildele variabler (':='); brug en pipeline af navngivne transformationer",
  regexRefused: 'et udtryk må ikke bruge regulære udtryk',
  functionValueRefused: (name: string) => `funktionen '$${name}' må kun kaldes, ikke gives videre som værdi`,
  rangeRefused: (limit: number) => `en talrække ('..') skal have faste grænser og højst ${limit} tal`,
  evaluationTooDeep: (depth: number) => `udtrykket kaldte sig selv mere end ${depth} gange i dybden og blev stoppet`,
  sequenceTooLong: (limit: number) => `udtrykket byggede en liste med mere end ${limit} værdier og blev stoppet`,
  resultTooLarge: (limit: number) => `udtrykkets resultat er for stort (mere end ${limit} værdier)`,
} as const;

/** A transform's input that breaks its contract: shown in the block's error panel (Danish, names the field). */
export const transformText = {
  notAList: (transform: string, kind: string) => `transformationen '${transform}' skal have en liste, men fik ${kind}`,
  notAMap: (transform: string, kind: string) =>
    `transformationen '${transform}' skal have et objekt (navn → værdi), men fik ${kind}`,
  missingField: (transform: string, field: string, index: number) =>
    `transformationen '${transform}' mangler feltet '${field}' i række ${index + 1}`,
  notComparable: (transform: string, field: string) =>
    `transformationen '${transform}' kan ikke sammenligne værdierne${field ? ` i feltet '${field}'` : ''} (tal og tekst blandet)`,
  notANumber: (transform: string, field: string, index: number) =>
    field
      ? `transformationen '${transform}' skal have et tal i feltet '${field}' i række ${index + 1}`
      : `transformationen '${transform}' skal have et tal`,
  failed: (step: number, transform: string, message: string) => `trin ${step + 1} ('${transform}'): ${message}`,
} as const;

export const developerText = {
  unhandled: 'Unhandled error',
  notBoolean: (expr: string) => `display rule '${expr}' did not give true or false`,
  payloadInvalid: (schemaId: string, issues: string) => `data for ${schemaId} fails its schema: ${issues}`,
  contentInvalid: (name: string, issues: string) => `content '${name}' fails its schema and is left out: ${issues}`,
  payloadMissing: (model: string, section: string) => `no data for ${model}/${section}`,
  uncheckedSource: (model: string, section: string) =>
    `model section ${model}/${section} has no schema yet: its bindings are not checked`,
  chartError: (detail: string) => `chart failed: ${detail}`,
  chartWarning: (detail: string) => `chart warning: ${detail}`,
  chartNotFromServer: 'print chart not drawn by the server for these values: drawn in the browser',
  propsInvalid: 'block props fail their schema',
  reportIdsUnknown: '$reportId needs every definition: load them together with loadReportDefinitions',
  evaluationFailed: (prop: string, detail: string) => `binding '${prop}' failed: ${detail}`,
  transformFailed: "data break a transform's contract",
} as const;
