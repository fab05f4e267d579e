/**
 * The validator groups the engine checks report pages against: the definition format and block props, the model
 * contents and the content payloads. The web app loads validator groups on demand (schemas/validate.ts); whatever
 * renders report pages in a browser awaits this first.
 */
import { loadValidators } from '../schemas/validate.ts';
import { contentSchemas } from './content.ts';

/** The schemas whose validator groups the engine needs in a browser. */
export function engineValidatorSchemas(): string[] {
  return ['report-definition', 'revision-data', ...Object.values(contentSchemas).map((schema) => schema.schemaId)];
}

export function loadEngineValidators(): Promise<void> {
  return loadValidators(...engineValidatorSchemas());
}
