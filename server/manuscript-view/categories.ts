/**
 * Which stored passages (docs/PASSAGES.md) each category of the manuscript view marks, and the key it shows:
 * a model's keys, some under a prefix ('biord:rolig'), the new categories keyed by the part of the book
 * ('nutid:3', '1st:12', '7': analysis/models/view-places.ts).
 */
import type { ViewCategory } from '../../schemas/api/manuscript-view.ts';

export interface CategoryRule {
  model: string;
  /** The key the view shows for a stored key of the model, or undefined when the key is not this category's. */
  shown: (key: string) => string | undefined;
}

const prefixed = (prefix: string) => (key: string) => (key.startsWith(prefix) ? key.slice(prefix.length) : undefined);
const plain = (key: string) => (key.includes(':') ? undefined : key);
/** 'nutid:3' → 'nutid': the part of the book dropped. */
const beforePart = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf(':')));

export const viewCategoryRules: Record<ViewCategory, CategoryRule> = {
  klicheer: { model: 'Cliches', shown: (key) => key },
  biord: { model: 'ShowingTelling', shown: prefixed('biord:') },
  fyldord: { model: 'ShowingTelling', shown: prefixed('fyldord:') },
  tillaegsord: { model: 'ShowingTelling', shown: plain },
  'staerke-ord': { model: 'PowerWords', shown: (key) => key },
  replikverber: { model: 'Dialogue', shown: plain },
  replikbiord: { model: 'Dialogue', shown: prefixed('biord:') },
  'lange-saetninger': { model: 'Legibility', shown: () => '' },
  tidsskift: { model: 'Tense', shown: beforePart },
  perspektivskift: { model: 'Perspective', shown: beforePart },
  navne: { model: 'Scenes', shown: (key) => key },
};
