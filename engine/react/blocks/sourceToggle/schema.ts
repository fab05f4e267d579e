import type { FromSchema } from 'json-schema-to-ts';
import { specOf } from '../spec-of.ts';

/**
 * The 'Analyseret'/'Angivet' switch for genre and audience with its dismissible warning. Changing it asks the
 * app to store the author setting `settingName` with the value 'Analyseret' or 'Angivet' (which reloads the
 * recommendations); dismissing the warning stores `warningSettingName` = 'true'. `locked` forces 'Analyseret'
 * (similar books).
 */
export const sourceTogglePropsSchema = {
  type: 'object',
  required: ['settingName'],
  properties: {
    settingName: { type: 'string' },
    value: { type: 'string', enum: ['analysed', 'given'] },
    locked: { type: 'boolean' },
    warning: { type: 'string' },
    warningDismissed: { type: 'boolean' },
    warningSettingName: { type: 'string' },
  },
} as const;

export type SourceToggleProps = FromSchema<typeof sourceTogglePropsSchema>;
export const sourceToggleSpec = specOf(sourceTogglePropsSchema);
