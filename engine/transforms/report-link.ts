import type { FromSchema } from 'json-schema-to-ts';
import type { reportLinkParams } from '../../schemas/transforms/generic.ts';
import { definitionText } from '../messages.ts';
import { readPath } from './path.ts';
import { asRows, isRecord, type Transform, TransformError } from './transform.ts';

/** The id of the report whose definition has `key` (the app's router builds the link from it). */
export function reportIdOf(key: unknown, reportIds: Readonly<Record<string, number>> | undefined): number | undefined {
  if (typeof key !== 'string' || !reportIds) return undefined;
  const id = reportIds[key];
  if (id === undefined) throw new TransformError(definitionText.unknownReport(key));
  return id;
}

/**
 * `reportLink`: a link to another report by its key, as the report's id that the app's router resolves: the key
 * `report` (checked at load), or each row's key at `field`, written under `as` (default 'reportId').
 */
export const reportLink: Transform<FromSchema<typeof reportLinkParams>> = {
  name: 'reportLink',
  apply(input, { report, field, as }, env) {
    if (field === undefined) return reportIdOf(report, env.reportIds);
    return asRows(input, 'reportLink').map((row) =>
      isRecord(row) ? { ...row, [as ?? 'reportId']: reportIdOf(readPath(row, field), env.reportIds) } : row,
    );
  },
  reportKeys: ({ report }) => (report === undefined ? [] : [{ at: '/report', key: report }]),
};
