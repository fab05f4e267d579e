/**
 * Precision before recall on the semantic-field page (issue 28 points 3 and 6, 2026-11-27, eighth session): a
 * keyword is listed for its field only when the book uses it in the field's sense in at least
 * `recurrenceParagraphs` paragraphs. A theme recurs; a figure, a wish or a passing image ("Overtroens Lygte",
 * "ønske, at De var en Ko", "høste Forbandelse") is one turn of one sentence. The rounds before tried to name each
 * such turn by its words and shape, and every new novel brought turns no rule named; the recurrence of a sense over
 * the book asks nothing of the turn's shape, so it reaches the kinds no rule was written for. Measured on the judged
 * items of reads A-H before it was chosen (docs/QUALITY.md, eighth session): items used in their field's sense in
 * one paragraph only were right 0.82 of the time (103/126), items in two or more 0.95 (135/142), on every read,
 * held-out reads F-H too.
 * The counts stay honest: a listed field's share still counts every field word of the book (semantic-fields.ts), a
 * field none of whose keywords recurs gets no weight and is not listed (what is not shown does not count), and
 * `vocabulary_size` counts the lemmas that pass the bound.
 */

/** In how many paragraphs a keyword must read in its field's sense to be listed; 1 lists every supported use. */
export const recurrenceParagraphs = 2;

/**
 * From this many paragraphs on (a novel: 300 paragraphs are about 25,000 words of prose) a keyword must recur in
 * `longBookRecurrence` paragraphs (issue 28 point 6, fourteenth session). A longer book repeats its themes more, and
 * a figure said twice in a book of a thousand paragraphs is still a figure. Measured on every judged item of reads
 * A-Q before it was chosen (docs/QUALITY.md, fourteenth session): the works of 300 paragraphs or more kept 0.97 of
 * their listed judged items right with 3 paragraphs against 0.93 with 2, and still listed 56-300 keywords each.
 */
export const longBookParagraphs = 300;

/** The paragraphs a keyword of a long book must recur in. */
export const longBookRecurrence = 3;

/**
 * Below this many paragraphs a text is a sample, a short story or a file without paragraph breaks: recurrence over
 * paragraphs says nothing there, so every supported use is listed (product decision, docs/QUALITY.md, eighth session).
 */
export const fewestParagraphsForRecurrence = 20;

/** The recurrence bound for a text of `paragraphCount` paragraphs. */
export function recurrenceFor(paragraphCount: number): number {
  if (paragraphCount < fewestParagraphsForRecurrence) return 1;
  return paragraphCount < longBookParagraphs ? recurrenceParagraphs : longBookRecurrence;
}

/** One supported field word as the bound sees it: its paragraph and its lemma. */
interface RecurringHit {
  paragraph: number;
  found: { lemma: string };
}

/**
 * Per lemma, how many supported hits of one field count toward its keyword weight: all of them when the lemma
 * reads in the field's sense in `minimum` paragraphs or more, none otherwise.
 */
export function recurringLemmaCounts(
  fieldHits: readonly RecurringHit[],
  minimum = recurrenceParagraphs,
): Map<string, number> {
  const paragraphs = new Map<string, Set<number>>();
  const counts = new Map<string, number>();
  for (const { paragraph, found } of fieldHits) {
    const seen = paragraphs.get(found.lemma) ?? new Set<number>();
    paragraphs.set(found.lemma, seen);
    seen.add(paragraph);
    counts.set(found.lemma, (counts.get(found.lemma) ?? 0) + 1);
  }
  for (const [lemma, seen] of paragraphs) if (seen.size < minimum) counts.delete(lemma);
  return counts;
}
