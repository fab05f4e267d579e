/** Titles used as nouns: "Skovrideren" is the title "Skovrider" in the definite form, not a name. */
import { honorifics } from '../lexicons/names.ts';

/** The title a definite noun stands for: "skovrideren" → "skovrider", "grevinden" → "grevinde". */
export function titleOfDefinite(key: string): string | undefined {
  for (const ending of ['en', 'n']) {
    const title = key.slice(0, -ending.length);
    if (key.endsWith(ending) && title.length > 2 && honorifics().has(title)) return title;
  }
  return undefined;
}
