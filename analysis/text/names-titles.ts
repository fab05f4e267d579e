/** Titles used as nouns: "Skovrideren" is the title "Skovrider" in the definite form, not a name. */
import { definiteForms } from '../lexicons/names.ts';

/** The title a definite noun stands for: "skovrideren" → "skovrider", "grevinden" → "grevinde". */
export function titleOfDefinite(key: string): string | undefined {
  return definiteForms().get(key)?.title;
}
