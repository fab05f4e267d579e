import type { FromSchema } from 'json-schema-to-ts';
import type { wordFormsParams } from '../../schemas/transforms/domain.ts';
import { readPath } from './path.ts';
import { asText } from './template.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/**
 * The forms the text used of one lemma: from a map form → count, most frequent first (ties in the order found); from
 * a list of forms (SemanticFields' lemma_dictionary), in its order.
 */
function formsOf(table: unknown, lemma: unknown): string[] {
  if (!isRecord(table) || typeof lemma !== 'string' || !Object.hasOwn(table, lemma)) return [];
  const forms = table[lemma];
  if (Array.isArray(forms)) return forms.filter((form): form is string => typeof form === 'string');
  if (!isRecord(forms)) return [];
  return Object.entries(forms)
    .map(([form, n], index) => ({ form, n: typeof n === 'number' ? n : 0, index }))
    .sort((a, b) => b.n - a.n || a.index - b.index)
    .map((entry) => entry.form);
}

/**
 * `wordForms` (a word list counted by lemma, docs/REPORTS.md): each row gets `as` = '(count)', or '(count: form,
 * form)' when the text used more than one form of the row's lemma (`key`), read from the map at `forms`; without
 * `count` (a list whose values are weights), '(form, form)' or nothing for a single form. Linear in
 * the rows plus the forms of the lemmas listed.
 */
export const wordForms: Transform<FromSchema<typeof wordFormsParams>> = {
  name: 'wordForms',
  apply(input, { forms, key, count, as }, env) {
    const table = readPath(env.root, forms, env);
    return asRows(input, 'wordForms').map((row) => {
      if (!isRecord(row)) return row;
      const found = formsOf(table, row[key]);
      const several = found.length > 1;
      if (count === undefined) return { ...row, [as]: several ? `(${found.join(', ')})` : '' };
      const n = asText(row[count]);
      return { ...row, [as]: several ? `(${n}: ${found.join(', ')})` : `(${n})` };
    });
  },
  rootPaths: ({ forms }) => [{ at: '/forms', path: forms }],
};
