/** Danish text for a failed request check (Ajv error), e.g. "querystring/pageSize skal være højst 100". */
import { type AjvIssue, describeIssue } from '../../schemas/issue-text.ts';

export { describeIssue };

export function validationMessage(issue: AjvIssue | undefined, context: string | undefined): string {
  if (!issue) return context ?? '';
  const where = `${context ?? ''}${issue.instancePath}`.replace(/^\//, '') || 'forespørgslen';
  return `${where} ${describeIssue(issue)}`;
}
