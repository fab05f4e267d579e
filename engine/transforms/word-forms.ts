import type { FromSchema } from 'json-schema-to-ts';
import type { wordFormsParams } from '../../schemas/transforms/domain.ts';
import { readPath } from './path.ts';
import { asText } from './template.ts';
import { asRows, isRecord, type Transform } from './transform.ts';

/** The forms the text used of one lemma, most frequent first (ties in the order found). */
function formsOf(table: unknown, lemma: unknown): string[] {
  if (!isRecord(table) || typeof lemma !== 'string' || !Object.hasOwn(table, lemma)) return [];
  const forms = table[lemma];
  if (!isRecord(forms)) return [];
  return Object.entries(forms)
    .map(([form, n], index) => ({ form, n: typeof n === 'number' ? n : 0, index }))
    .sort((a, b) => b.n - a.n || a.index - b.index)
    .map((entry) => entry.form);
}

/**
 * `wordForms` (a word list counted by lemma, docs/REPORTS.md): each row gets `as` = '(count)', or '(count: form,
 * form)' when the text used more than one form of the row's lemma (`key`), read from the map at `forms`. Linear in
 * the rows plus the forms of the lemmas listed.
 */
export const wordForms: Transform<FromSchema<typeof wordFormsParams>> = {
  name: 'wordForms',
  apply(input, { forms, key, count, as }, env) {
    const table = readPath(env.root, forms, env);
    return asRows(input, 'wordForms').map((row) => {
      if (!isRecord(row)) return row;
      const found = formsOf(table, row[key]);
      const n = asText(row[count]);
      return { ...row, [as]: found.length > 1 ? `(${n}: ${found.join(', ')})` : `(${n})` };
    });
  },
  rootPaths: ({ forms }) => [{ at: '/forms', path: forms }],
};
