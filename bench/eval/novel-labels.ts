/**
 * The shared novels' MANIFEST.tsv labels (editorial guesses) mapped to the rules' genres and audiences: the
 * historical novel → Historisk roman, fairy tales → Fantasy, the realist and psychological novels, the novella and
 * the diary → Samtidsroman (the realist fiction of its day); children → Boern, everything else → Voksne.
 */
export function novelGenre(label: string): string {
  if (/historical/u.test(label)) return 'Historisk roman';
  if (/fairy/u.test(label)) return 'Fantasy';
  return 'Samtidsroman';
}

export function novelAudience(label: string): string {
  return /^children/u.test(label) ? 'Boern' : 'Voksne';
}
