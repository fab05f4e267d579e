/**
 * The book's evidence for each power word (issue 28 points 3 and 6, 2026-11-28, twelfth session). The sense rules
 * and gates read one use at a time, and every held-out read found kinds of use no rule named (irony, a lone tooth
 * "i ensom Højhed", a polite apology, "uden mindste Svig"). What they share is that the book does not use the word
 * in its charged sense across its uses: the word stands once, with no other word of its feeling near it, or most of
 * its uses are everyday ones the rules set aside. So a word is listed only on evidence over the whole book:
 * - most of its uses read in the charged sense: at least `chargedShare` of the times the book writes the word
 *   (its forms as this word, not a name and not a homograph of another word: 'vred' of 'vride') pass the sense
 *   rules and the gates; "glad" that is charged once in twenty uses is the everyday glad;
 * - and it is charged at least `fewestChargedUses` times, or once with another word of its own category in the
 *   same paragraph (the scene of the feeling: "Rædslen greb hende, og hun skreg"); a strong word said once with
 *   no other word of its kind near it ("uden mindste Svig", "en Forsoning kom i stand") is not a theme of the book.
 * Measured on the judged items of the tuning reads before it was chosen (docs/QUALITY.md, twelfth session). A text
 * of fewer than `fewestParagraphsForEvidence` paragraphs is a sample or a short story: every charged use is listed
 * there, as the semantic fields' recurrence bound does (field-recurrence.ts).
 *
 * A word whose everyday, figurative, ceremonial or polite sense is as common as its charged one (power-mild-senses.ts:
 * 'elske', 'glad', 'smile', 'sørge', 'savne', 'ensom', 'frygte', 'slag', 'blod', 'magt' …) is not listed at all, in a
 * book or a short text (thirteenth session, after held-out read O). The list an author acts on holds words whose
 * charged sense is their usual one; in a comic or ironic book the sense rules read nearly every use of an everyday
 * word as charged, so no count of its uses tells the book's feeling from its irony or ceremony (an earlier bound of
 * three charged uses and a share of 0.8 for these words was 0.70 on held-out read O). What is not listed does not
 * count: the density and `number_of_power_words` leave these words out (power-words.ts). Measured on the judged
 * items of every read before it was taken (docs/QUALITY.md, thirteenth session).
 */
import { hasCommonMildSense, needsItsScene } from './power-mild-senses.ts';

/** The least share of a word's uses that must read in the charged sense for the word to be listed. */
export const chargedShare = 0.6;

/** How many charged uses list a word on their own; one use needs a word of its category in its paragraph. */
export const fewestChargedUses = 2;

/**
 * A word charged in most uses only ('vred', 'rasende', 'død', 'kvæle', 'lidenskab', 'græde' …, power-mild-senses.ts)
 * is listed where at least this many of its charged uses stand with another word of their category in the same
 * paragraph: the scene of the feeling, which a figure ("dræbende Kedsommelighed"), a degree ("i rasende Hast") or a
 * mock-heroic simile lacks (fourteenth session, after held-out reads R-T) …
 */
export const fewestScenesForMostUses = 2;

/**
 * … or where the book charges it this many times: a word a book uses ten times in its feeling's sense is a theme of
 * the book even where no other word of its category stands beside it (a diary's seventeen deaths).
 */
export const fewestChargedUsesForMostUses = 10;

/** Below this many paragraphs every charged use is listed (as field-recurrence.ts). */
export const fewestParagraphsForEvidence = 20;

/** What the book shows of one power word (a lemma). */
export interface PowerEvidence {
  /** Times the book writes the word as this word (not a name, not a homograph of another word). */
  uses: number;
  /** Uses that pass the sense rules and the gates. */
  charged: number;
  /** Charged uses with another lemma of the same category charged in the same paragraph. */
  supported: number;
}

/** Whether the book's evidence lists the word (a lemma). */
export function isListed(lemma: string, evidence: PowerEvidence): boolean {
  if (evidence.charged === 0 || hasCommonMildSense(lemma)) return false;
  if (evidence.charged < chargedShare * evidence.uses) return false;
  if (needsItsScene(lemma))
    return evidence.supported >= fewestScenesForMostUses || evidence.charged >= fewestChargedUsesForMostUses;
  return evidence.charged >= fewestChargedUses || evidence.supported > 0;
}

/** Per lemma, the evidence gathered over a book's paragraphs. */
export class PowerEvidenceBook {
  readonly byLemma = new Map<string, PowerEvidence>();

  private entry(lemma: string): PowerEvidence {
    let evidence = this.byLemma.get(lemma);
    if (!evidence) {
      evidence = { uses: 0, charged: 0, supported: 0 };
      this.byLemma.set(lemma, evidence);
    }
    return evidence;
  }

  /** One use of the word, charged or not. */
  use(lemma: string): void {
    this.entry(lemma).uses++;
  }

  /** The charged uses of one paragraph, after the gates. */
  paragraph(charged: readonly { category: string; lemma: string }[]): void {
    const lemmasOf = new Map<string, Set<string>>();
    for (const { category, lemma } of charged) {
      const lemmas = lemmasOf.get(category) ?? new Set<string>();
      lemmasOf.set(category, lemmas.add(lemma));
    }
    for (const hit of charged) {
      const evidence = this.entry(hit.lemma);
      evidence.charged++;
      // another lemma of its category: its own is in the set, so any second one
      if (lemmasOf.get(hit.category)!.size > 1) evidence.supported++;
    }
  }

  /**
   * The lemmas the book lists: in a short text every charged one, in a book those with evidence; never a word of a
   * common everyday sense.
   */
  listed(paragraphCount: number): Set<string> {
    const all = paragraphCount < fewestParagraphsForEvidence;
    const shown = ([lemma, e]: [string, PowerEvidence]) =>
      all ? e.charged > 0 && !hasCommonMildSense(lemma) : isListed(lemma, e);
    return new Set([...this.byLemma].filter(shown).map(([lemma]) => lemma));
  }
}
