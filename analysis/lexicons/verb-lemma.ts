/**
 * The lemma (infinitive) of a finite verb form: irregular forms through the dictionary's 'st:' entries ("gik" →
 * gå, "sagde" → sige), regular ones by their ending ("løber" → løbe, "kiggede" → kigge, "spiste" → spise, "bor" →
 * bo) when the dictionary knows the infinitive. A form whose lemma cannot be found is its own lemma.
 */
import { hunspellTables } from './hunspell.ts';

const endings: readonly [ending: string, add: string][] = [
  ['ede', 'e'],
  ['te', 'e'],
  ['de', 'e'],
  ['er', 'e'],
  ['r', ''],
];

/** Old spellings of finite verbs (pre-1948): "vilde", "kunde", "skulde" (ville, kunne, skulle), "vare", "veed". */
const oldSpellings = new Map([
  ['vilde', 'ville'],
  ['kunde', 'kunne'],
  ['skulde', 'skulle'],
  ['vare', 'være'],
  ['ere', 'være'],
  ['bleve', 'blive'],
  ['veed', 'vide'],
  ['maatte', 'måtte'],
]);

export function verbLemma(form: string): string {
  const old = oldSpellings.get(form);
  if (old) return old;
  const { infinitives, lemmaOf } = hunspellTables();
  const irregular = lemmaOf.get(form);
  if (irregular && infinitives.has(irregular)) return irregular;
  for (const [ending, add] of endings) {
    if (!form.endsWith(ending) || form.length - ending.length < 2) continue;
    const candidate = form.slice(0, -ending.length) + add;
    if (infinitives.has(candidate)) return candidate;
  }
  return irregular ?? form;
}
