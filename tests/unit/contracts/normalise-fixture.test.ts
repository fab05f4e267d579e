import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseRevisionData, storedDialogueCountKeys } from '../../../schemas/normalise/index.ts';
import type { RevisionData } from '../../../schemas/revision-data.ts';
import { validate } from '../../../schemas/validate.ts';
import { contractsDir, readJson } from './fixtures.ts';

const manuscript = readJson<RevisionData>(join(contractsDir, 'revision-data', 'manuscript.json'));
const dialogue = manuscript.find((item) => item.model === 'Dialogue' && item.section === 'global');

/** The fixture's Dialogue content as a revision of `modelVersion` would have stored it. */
function asStoredBy(modelVersion: number): RevisionData {
  const content = { ...(dialogue?.content as Record<string, unknown>) };
  const stored = storedDialogueCountKeys(modelVersion);
  const verbs = content['dialogue-verbs count'];
  const adverbs = content['dialogue-adverbs count'];
  delete content['dialogue-verbs count'];
  delete content['dialogue-adverbs count'];
  return [
    { model: 'Dialogue', section: 'global', content: { ...content, [stored.verbs]: verbs, [stored.adverbs]: adverbs } },
  ];
}

describe('stored Dialogue of every model version, normalised, fits the Dialogue schema', () => {
  it.each([1, 2, 3, 4, 7])('modelVersion %i', (modelVersion) => {
    const stored = asStoredBy(modelVersion);
    const [normalised] = normaliseRevisionData(stored, modelVersion);
    expect(normalised?.content).toEqual(dialogue?.content);
    const result = validate('models/Dialogue/global', normalised?.content);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('an old version left unnormalised does not fit', () => {
    expect(validate('models/Dialogue/global', asStoredBy(1)[0]?.content).ok).toBe(false);
    expect(validate('models/Dialogue/global', asStoredBy(4)[0]?.content).ok).toBe(false);
  });
});
