/**
 * The kinds of finding the manuscript view marks, as the author reads them: name, the short label on each mark
 * (so colour is never the only sign), what the find means, and the report page it comes from.
 */
import type { ViewCategory } from '../../../schemas/api/manuscript-view.ts';

export interface CategoryText {
  name: string;
  /** One find's name ('Kliché'). */
  one: string;
  /** The label on the mark and in the legend: one or two letters. */
  label: string;
  /** One find, in a sentence: the explanation opened from the mark. */
  explain: (key: string, marked: string) => string;
  /** The report page (its report id) and its title. */
  report: { id: number; title: string };
  /** Shown when the view opens. */
  onAtFirst: boolean;
}

export const categoryTexts: Record<ViewCategory, CategoryText> = {
  klicheer: {
    name: 'Klichéer',
    one: 'Kliché',
    label: 'K',
    explain: (key) =>
      `Kliché: »${key}«. Et slidt billede, som læseren har mødt mange gange. Sig det med dine egne ord, eller stryg det.`,
    report: { id: 17, title: 'Klicheer' },
    onAtFirst: true,
  },
  biord: {
    name: 'Biord',
    one: 'Biord',
    label: 'B',
    explain: (key, marked) =>
      `Biord: »${marked}« (${key}). Biord fortæller, hvordan noget sker. Ofte viser et mere præcist udsagnsord det bedre.`,
    report: { id: 18, title: 'Show/Tell' },
    onAtFirst: true,
  },
  fyldord: {
    name: 'Fyldord',
    one: 'Fyldord',
    label: 'F',
    explain: (_key, marked) =>
      `Fyldord: »${marked}«. Små ord som »jo«, »nok« og »lidt« fylder uden at sige noget. Læs sætningen uden ordet.`,
    report: { id: 18, title: 'Show/Tell' },
    onAtFirst: true,
  },
  tillaegsord: {
    name: 'Tillægsord',
    one: 'Tillægsord',
    label: 'T',
    explain: (key) =>
      `Tillægsord: »${key}«. Ordet fortæller læseren, hvad hun skal føle. Overvej at vise det i stedet: en handling, en sansning, en replik.`,
    report: { id: 19, title: 'Tillægsord' },
    onAtFirst: false,
  },
  'staerke-ord': {
    name: 'Stærke ord',
    one: 'Stærkt ord',
    label: 'S',
    explain: (key, marked) =>
      `Stærkt ord: »${marked}«${marked.toLowerCase() === key ? '' : ` (${key})`}. Stærke ord mister kraft, når de bruges ofte. Behold det, hvor det virkelig skal virke.`,
    report: { id: 15, title: 'Stærke ord' },
    onAtFirst: true,
  },
  replikverber: {
    name: 'Replikverber',
    one: 'Replikverbum',
    label: 'R',
    explain: (key) =>
      `Replikverbum: »${key}«. Et farverigt replikverbum trækker opmærksomheden væk fra replikken. »Sagde« er næsten usynligt.`,
    report: { id: 7, title: 'Dialog' },
    onAtFirst: true,
  },
  replikbiord: {
    name: 'Biord i replikker',
    one: 'Biord i replik',
    label: 'RB',
    explain: (_key, marked) =>
      `Biord efter replikken: »${marked}«. Lad replikken selv vise, hvordan den bliver sagt, i stedet for at forklare det.`,
    report: { id: 7, title: 'Dialog' },
    onAtFirst: true,
  },
  'lange-saetninger': {
    name: 'Lange sætninger',
    one: 'Lang sætning',
    label: 'L',
    explain: () =>
      'Lang sætning: 40 ord eller flere. Lange sætninger gør teksten tungere at læse og løfter LIX. Overvej at dele den.',
    report: { id: 8, title: 'Læsbarhed' },
    onAtFirst: false,
  },
  tidsskift: {
    name: 'Tidsskift',
    one: 'Tidsskift',
    label: 'TS',
    explain: (key) =>
      key === 'nutid'
        ? 'Tidsskift: fortælleren skriver her i nutid, men bogen er mest fortalt i datid. Er skiftet med vilje?'
        : 'Tidsskift: fortælleren skriver her i datid, men bogen er mest fortalt i nutid. Er skiftet med vilje?',
    report: { id: 9, title: 'Tempus' },
    onAtFirst: true,
  },
  perspektivskift: {
    name: 'Perspektivskift',
    one: 'Perspektivskift',
    label: 'P',
    explain: (key, marked) =>
      `Perspektivskift: »${marked}« er ${key === '1st' ? '1.' : '2.'} person uden for replikkerne, men bogen er ellers ikke fortalt i ${key === '1st' ? '1.' : '2.'} person. Er skiftet med vilje?`,
    report: { id: 16, title: 'Perspektiv' },
    onAtFirst: true,
  },
  navne: {
    name: 'Navne',
    one: 'Navn',
    label: 'N',
    explain: (key) => `Navn: »${key}«, en person eller et sted i bogen.`,
    report: { id: 14, title: 'Karakter' },
    onAtFirst: false,
  },
};
