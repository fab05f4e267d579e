/**
 * Dialogue's verb and adverb count maps were stored under names that changed with the model version
 * (spec §3). The canonical names, which every schema and the rest of the code use, are the hyphenated ones.
 */
export const canonicalDialogueCountKeys = {
  verbs: 'dialogue-verbs count',
  adverbs: 'dialogue-adverbs count',
} as const;

type CountKeys = { readonly verbs: string; readonly adverbs: string };

/** The names a revision of `modelVersion` stored the two count maps under. */
export function storedDialogueCountKeys(modelVersion: number): CountKeys {
  if (modelVersion === 1 || modelVersion === 2) {
    return { verbs: 'verbs in dialog count', adverbs: 'adverbs in dialog count' };
  }
  if (modelVersion === 4) return { verbs: 'dialogue verbs count', adverbs: 'dialogue adverbs count' };
  // Version 3, and any other version, stored the canonical hyphenated names.
  return canonicalDialogueCountKeys;
}

/** Stored name → canonical name, for the names that differ in `modelVersion` (empty when none do). */
export function dialogueKeyRenames(modelVersion: number): ReadonlyMap<string, string> {
  const stored = storedDialogueCountKeys(modelVersion);
  const renames = new Map<string, string>();
  for (const kind of ['verbs', 'adverbs'] as const) {
    if (stored[kind] !== canonicalDialogueCountKeys[kind]) renames.set(stored[kind], canonicalDialogueCountKeys[kind]);
  }
  return renames;
}
