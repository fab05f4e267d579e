/** Prop schema pieces several block types share. */
export const numberFormat = {
  type: 'object',
  additionalProperties: false,
  properties: {
    style: { type: 'string', enum: ['number', 'integer', 'percent', 'fraction'] },
    decimals: { type: 'integer', minimum: 0, maximum: 4 },
    unit: { type: 'string' },
    date: { type: 'boolean' },
  },
} as const;

export const rag = { type: 'string', enum: ['R', 'A', 'G'] } as const;
