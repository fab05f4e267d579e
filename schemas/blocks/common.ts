import { passageModels } from '../api/passages.ts';

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

/**
 * The views a block may link to by name (a table cell opening a similar book): the app resolves each through its own
 * route table (engine-context.ts `ViewHref`), so no route path is written in a definition or in data. A name not
 * listed here is refused when the definition is loaded.
 */
export const viewLinkTargets = ['similarBook'] as const;
export type ViewLinkTarget = (typeof viewLinkTargets)[number];

export const viewLink = {
  type: 'object',
  required: ['to', 'param'],
  additionalProperties: false,
  properties: {
    to: { type: 'string', enum: viewLinkTargets, description: 'The named view the link opens.' },
    param: { type: 'string', minLength: 1, description: "The row field holding the view's parameter (a book id)." },
  },
} as const;

export const rag = { type: 'string', enum: ['R', 'A', 'G'] } as const;

/**
 * Opens the passages behind an item or a chart point (docs/PASSAGES.md): the model whose finds they are, and the
 * field of the item or datum that holds the key (the cliché, the word, the name, the part's chunk id).
 */
export const passagesOption = {
  type: 'object',
  required: ['model', 'keyField'],
  additionalProperties: false,
  properties: {
    model: { type: 'string', enum: passageModels },
    keyField: { type: 'string', minLength: 1 },
    title: { type: 'string', description: "What the key is, for the dialog's heading ('Klichéen', 'Navnet')." },
    labelField: {
      type: 'string',
      description: "A chart's keyboard buttons, one per point: the datum's field that names the point.",
    },
  },
} as const;
