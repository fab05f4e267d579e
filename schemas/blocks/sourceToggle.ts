import type { FromSchema } from 'json-schema-to-ts';

export const sourceTogglePropsSchema = {
  $id: 'blocks/sourceToggle',
  description:
    "The 'Analyseret'/'Angivet' switch: stores the author setting `analysedOrGiven` ('Analyseret'/'Angivet') through `onAction`; the warning is dismissible and remembered as `dismissedAnalysedWarning`; `locked` for similar books.",
  type: 'object',
  additionalProperties: false,
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
