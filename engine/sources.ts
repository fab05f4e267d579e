import { contentSchemaId } from '../schemas/models/index.ts';
import type { RevisionDataItem } from '../schemas/revision-data.ts';
import { hasSchema, validate } from '../schemas/validate.ts';
import type { ReportDefinition } from './definition.ts';
import type { EngineLogger } from './logger.ts';
import { developerText } from './messages.ts';

/** The state of one data source of a page: its validated content, absent, or failing its schema. */
export type SourceState =
  | { state: 'ready'; content: unknown }
  | { state: 'missing'; model: string }
  | { state: 'invalid' };

/** Swappable payload validator (tests may pass another); defaults to the ahead-of-time compiled schemas. */
export type PayloadValidator = (schemaId: string, content: unknown) => { ok: boolean; issues?: string };

/**
 * The verdicts on payloads already checked, per payload object and schema: revision data does not change once
 * read, and a payload read by many pages (the print view's 21, the dashboard and a page of its own) is checked once.
 */
const verdicts = new WeakMap<object, Map<string, { ok: boolean; issues?: string }>>();

export const schemaPayloadValidator: PayloadValidator = (schemaId, content) => {
  if (!hasSchema(schemaId)) return { ok: true };
  const known = typeof content === 'object' && content !== null ? verdicts.get(content) : undefined;
  const cached = known?.get(schemaId);
  if (cached) return cached;
  const result = validate(schemaId, content);
  const verdict = result.ok
    ? { ok: true }
    : { ok: false, issues: result.issues.map((i) => `${i.pointer || '/'} ${i.message}`).join('; ') };
  if (typeof content === 'object' && content !== null) {
    if (known) known.set(schemaId, verdict);
    else verdicts.set(content, new Map([[schemaId, verdict]]));
  }
  return verdict;
};

/**
 * Finds and validates a page's data sources in the revision data. A source that fails its schema is logged once
 * and marked invalid; the blocks that read it show the generic panel, the rest of the page renders.
 */
export function prepareSources(
  definition: ReportDefinition,
  data: readonly RevisionDataItem[],
  logger: EngineLogger,
  validator: PayloadValidator = schemaPayloadValidator,
): Map<string, SourceState> {
  const states = new Map<string, SourceState>();
  for (const [alias, { model, section, optional }] of Object.entries(definition.data)) {
    const item = data.find((d) => d.model === model && d.section === section);
    if (!item) {
      states.set(alias, optional ? { state: 'ready', content: undefined } : { state: 'missing', model });
      continue;
    }
    const schemaId = contentSchemaId(model, section);
    const result = validator(schemaId, item.content);
    if (result.ok) states.set(alias, { state: 'ready', content: item.content });
    else {
      logger.warn(developerText.payloadInvalid(schemaId, result.issues ?? ''), { source: definition.source, alias });
      states.set(alias, { state: 'invalid' });
    }
  }
  return states;
}
