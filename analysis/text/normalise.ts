/**
 * Old spelling: 'aa' → 'å' (pre-1948 Danish: "paa", "gaa", "Gaarden"). A word written with a capital inside a
 * sentence may be a name (Aalborg, Aage) and keeps its spelling; sentence-initial and lower-case words are
 * normalised. The normalised form is used for lexicon look-ups only; the author's text is never changed.
 */
export function lexiconForm(word: string, sentenceInitial: boolean): string {
  const lower = word.toLowerCase();
  if (!lower.includes('aa')) return lower;
  const capitalised = word[0] !== lower[0];
  if (capitalised && !sentenceInitial) return lower;
  return lower.replaceAll('aa', 'å');
}
