import type { ReportContent } from './bind.ts';
import type { EngineLogger } from './logger.ts';
import { developerText } from './messages.ts';
import { type PayloadValidator, schemaPayloadValidator } from './sources.ts';

/**
 * The schema of each content payload the definitions read, by content name. `each`: the payload is a list
 * whose items are checked one by one (invalid items are left out). Names not listed (e.g. `metadata`, which
 * comes from the manuscript, similar-book or trial metadata) pass unchecked.
 */
export const contentSchemas: Readonly<Record<string, { schemaId: string; each?: boolean }>> = {
  lix: { schemaId: 'api/content/lix' },
  whatIs: { schemaId: 'api/content/what-is' },
  tips: { schemaId: 'api/content/tips' },
  infos: { schemaId: 'api/content/infos' },
  articles: { schemaId: 'api/content/articles' },
  characteristics: { schemaId: 'api/content/characteristics' },
  rules: { schemaId: 'api/content/rules' },
  globalScores: { schemaId: 'api/content/global-scores' },
  archetypes: { schemaId: 'api/content/archetypes' },
  archetypeIndexes: { schemaId: 'api/content/archetype-indexes' },
  dashboard: { schemaId: 'api/content/dashboard' },
  settings: { schemaId: 'api/author/settings' },
  recommendations: { schemaId: 'api/content/recommendation', each: true },
};

/**
 * Checks the content payloads at the engine's boundary: a payload that fails its schema is logged and left
 * out, so the blocks reading it show their empty state (or the definition's fallback) instead of nonsense.
 */
export function prepareContent(
  content: ReportContent,
  logger: EngineLogger,
  validator: PayloadValidator = schemaPayloadValidator,
): ReportContent {
  const checked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(content)) {
    const schema = contentSchemas[name];
    if (!schema || value === undefined) {
      checked[name] = value;
      continue;
    }
    if (schema.each && Array.isArray(value)) {
      checked[name] = value.filter((item, i) => {
        const result = validator(schema.schemaId, item);
        if (!result.ok) logger.warn(developerText.contentInvalid(`${name}/${i}`, result.issues ?? ''));
        return result.ok;
      });
      continue;
    }
    const result = validator(schema.schemaId, value);
    if (result.ok) checked[name] = value;
    else logger.warn(developerText.contentInvalid(name, result.issues ?? ''));
  }
  return checked;
}
