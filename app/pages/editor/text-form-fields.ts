/**
 * How the text forms show a content text's fields (TextForm.tsx): the Danish label of each property name of the
 * content schemas (schemas/api/content.ts, schemas/api/editor.ts), which ones only identify an entry (shown, not
 * changed: the app finds a text by them), which ones the form leaves to the JSON, and which are texts a reader
 * sees (edited in a text area with a preview beside it).
 */

export const fieldLabels: Record<string, string> = {
  id: 'Nummer',
  report: 'Rapportside',
  report_name: 'Sidens navn',
  text: 'Tekst',
  head: 'Indledning',
  label: 'Overskrift',
  metric: 'Mål',
  metricId: 'Mål (nummer)',
  genreId: 'Genre (nummer)',
  audienceId: 'Målgruppe (nummer)',
  rangeLow: 'Fra',
  rangeHigh: 'Til',
  RAG: 'Farve (R, A eller G)',
  message: 'Tekst',
  type: 'Type',
  typeName: 'Navn',
  RAGLevel: 'Niveau (1 rød, 2 gul, 3 grøn)',
  min: 'Fra LIX',
  max: 'Til LIX',
  headline: 'Overskrift',
  description: 'Beskrivelse',
  question: 'Spørgsmål',
  answer: 'Svar',
  page: 'Side',
  sections: 'Afsnit',
  heading: 'Overskrift',
  blocks: 'Indhold',
  paragraph: 'Tekstafsnit',
  steps: 'Punkter',
  ordered: 'Nummererede punkter',
  tier: 'Abonnement',
  name: 'Navn',
  priceMinorPerMonth: 'Pris pr. måned i øre (styres af konfigurationen)',
  currency: 'Valuta',
  uploadsPerPeriod: 'Analyser pr. måned (styres af konfigurationen)',
  posts: 'Artikler',
  title: 'Titel',
  slug: 'Adresse (slug)',
  date: 'Udgivet',
  body: 'Brødtekst (Markdown)',
};

/** Fields that identify an entry or are set elsewhere: shown, never changed in the form. */
export const fixedFields = new Set([
  'id',
  'report',
  'metric',
  'metricId',
  'type',
  'tier',
  'page',
  'slug',
  'date',
  'currency',
  'priceMinorPerMonth',
  'uploadsPerPeriod',
  'genreId',
  'audienceId',
]);

/** Fields the form leaves to the JSON (an article's illustration, its categories, its UTC time). */
export const jsonOnlyFields = new Set(['image', 'categories', 'dateGmt', 'reportCategories']);

/** Texts a reader sees at length: a text area with the preview beside it. */
export const longTextFields = new Set([
  'text',
  'head',
  'answer',
  'description',
  'message',
  'paragraph',
  'body',
  'steps',
]);

/** The texts the form does not offer (their structure is rules, not texts): edited in the JSON only. */
export const jsonOnlyTexts = new Set(['rules']);

/** What names an entry in its summary line: the first of these it has. */
const namingFields = ['title', 'question', 'headline', 'typeName', 'label', 'report_name', 'name', 'heading', 'page'];

export function entryName(entry: unknown, index: number): string {
  const record = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
  const naming = namingFields.map((f) => record[f]).find((v) => typeof v === 'string' && v.trim());
  const number = typeof record.id === 'number' ? record.id : index + 1;
  const where = typeof record.report === 'number' ? `, side ${record.report}` : '';
  return `${number}${where}${naming ? `: ${String(naming).slice(0, 80)}` : ''}`;
}

/** The Danish label of a property (the name itself for one no one has labelled). */
export const labelOf = (key: string) => fieldLabels[key] ?? key;

const labelled = Object.keys(fieldLabels);

/**
 * Where a field stands in its entry, whatever order the stored JSON has (the database keeps its own): what
 * identifies the entry first, then the short texts (a title, a question), then the long ones, each group in the
 * order of fieldLabels.
 */
export function fieldOrder(key: string): number {
  const group = fixedFields.has(key) ? 0 : longTextFields.has(key) || key === 'sections' || key === 'blocks' ? 2 : 1;
  const place = labelled.indexOf(key);
  return group * 1000 + (place === -1 ? 999 : place);
}
