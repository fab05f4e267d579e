/**
 * Every message the engine shows or logs, in one place. User-facing texts are Danish (spec §8);
 * developer messages (definition errors, log lines) are English.
 */
export const userText = {
  sectionFailed:
    'Der opstod en fejl under indlæsningen af data for denne model. Prøv at genindlæse siden, kontrollér at analysen er færdig, eller upload manuskriptet igen. Kontakt support, hvis problemet fortsætter.',
  noAccess: 'Du har ikke adgang til denne model.',
  infoBoxesFailed: 'Fejlede i at hente eller lave infomations kasser.',
  unknownBlock: (type: string) => `Ukendt blok: ${type}`,
  loading: 'Indlæser …',
  chartLoading: 'Indlæser graf …',
  chartFailed: 'Grafen kunne ikke vises.',
  noChartData: 'Ingen data at vise.',
  allRecommendationsDone: 'Godt gået! Du har fuldført alle anbefalinger!',
  noCliches: 'Ingen fundne klichéer',
  noSimilarBooks: 'Der blev ikke fundet nogen lignende bøger.',
  showMore: 'Se flere',
  showFewer: 'Se færre',
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
  goToReport: (type: string) => `Gå til ${type} rapporten`,
  completed: 'Fuldført',
  ragLabel: { R: 'Rød', A: 'Gul', G: 'Grøn' } as Record<string, string>,
} as const;

export const developerText = {
  unhandled: 'Unhandled error',
  schemaInvalid: (issues: string) => `does not match the report definition format: ${issues}`,
  parseError: (expr: string, detail: string) => `expression '${expr}' does not parse: ${detail}`,
  unknownFunction: (name: string) => `unknown function '$${name}'`,
  notAFunction: (name: string) => `'${name}(…)' calls something that is not a function (functions start with $)`,
  unknownVariable: (name: string) => `unknown variable '$${name}'`,
  unknownField: (field: string, where: string) => `binds to '${field}', which ${where} does not have`,
  unknownSource: (alias: string) => `binds to '${alias}', which is not a data source of this definition`,
  unknownProp: (prop: string, type: string) => `block type '${type}' has no prop '${prop}'`,
  missingProp: (prop: string, type: string) => `block type '${type}' needs prop '${prop}' (in props or bind)`,
  duplicateId: (id: string) => `block id '${id}' is used twice`,
  notBoolean: (expr: string) => `display rule '${expr}' did not give true or false`,
  payloadInvalid: (schemaId: string, issues: string) => `data for ${schemaId} fails its schema: ${issues}`,
  contentInvalid: (name: string, issues: string) => `content '${name}' fails its schema and is left out: ${issues}`,
  payloadMissing: (model: string, section: string) => `no data for ${model}/${section}`,
  uncheckedSource: (model: string, section: string) =>
    `model section ${model}/${section} has no schema yet: its bindings are not checked`,
  chartError: (detail: string) => `chart failed: ${detail}`,
  chartWarning: (detail: string) => `chart warning: ${detail}`,
  evaluationFailed: (prop: string, detail: string) => `binding '${prop}' failed: ${detail}`,
} as const;
