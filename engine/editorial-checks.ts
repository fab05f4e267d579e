/**
 * The checks a content editor's change must pass before it is stored or published (docs/EDITOR.md), the same in
 * the server, which refuses what fails, and in the browser's editor, which shows it as you type: a report
 * definition is loaded by the engine next to every other published one; a content text is checked against the
 * schema of its payload and for markup the app does not show (engine/content-markup.ts). Every problem has its JSON pointer and a Danish message.
 */
import { type EditableContentName, editableContent } from '../schemas/api/editor.ts';
import { describeIssue } from '../schemas/issue-text.ts';
import { validate } from '../schemas/validate.ts';
import { contentMarkupProblems } from './content-markup.ts';
import type { ReportDefinition } from './definition.ts';
import type { DefinitionIssue } from './errors.ts';
import type { LoadOptions } from './load.ts';
import { loadReportDefinitions } from './load-all.ts';

/** The file name the engine knows a definition by (its key must match it). */
export const definitionFileName = (key: string) => `${key}.report.json`;

export interface StoredDefinition {
  key: string;
  json: unknown;
}

/** Every problem of `json` as the definition `key`, next to the other published definitions; [] when it holds. */
export function definitionProblems(
  key: string,
  json: unknown,
  others: readonly StoredDefinition[],
  options: Omit<LoadOptions, 'reportIds'>,
): DefinitionIssue[] {
  return checkedDefinition(key, json, others, options).problems;
}

/** The definition as the engine loads it next to the others, and its problems (no definition when it fails). */
export function checkedDefinition(
  key: string,
  json: unknown,
  others: readonly StoredDefinition[],
  options: Omit<LoadOptions, 'reportIds'>,
): { definition?: ReportDefinition; problems: DefinitionIssue[] } {
  const name = definitionFileName(key);
  const files = [
    ...others
      .filter((other) => other.key !== key)
      .map((other) => ({ name: definitionFileName(other.key), json: other.json })),
    // Last, so that a key or reportId it shares with another definition is counted against it.
    { name, json },
  ];
  const { definitions, failures } = loadReportDefinitions(files, { ...options, only: name });
  const failure = failures.find((f) => f.source === name);
  if (failure) return { problems: failure.issues };
  const definition = definitions.find((d) => d.source === name);
  return { definition, problems: [...(definition?.blockProblems ?? [])] };
}

/**
 * An article's title and body are read by everyone: the same markup rules as every text (its body is rendered
 * with links and images reduced to their text, but an editor is told). Its illustration is an SVG, which the
 * server checks (server/content/article-files.ts).
 */
function articleMarkupProblems(payload: unknown): DefinitionIssue[] {
  const posts = (payload as { posts: { title: string; body: string }[] }).posts;
  return posts
    .flatMap((post, i) => [
      ...contentMarkupProblems(post.title, `/posts/${i}/title`),
      ...contentMarkupProblems(post.body, `/posts/${i}/body`),
    ])
    .map((issue) => ({
      ...issue,
      message: issue.message.replace('; brug en artikel', '; en artikel har kun sin illustration'),
    }));
}

export function isEditableContent(name: string): name is EditableContentName {
  return Object.hasOwn(editableContent, name);
}

/** Every problem of a content text's payload (one per value), each at its JSON pointer in Danish; [] when it holds. */
export function contentProblems(name: EditableContentName, payload: unknown): DefinitionIssue[] {
  const checked = validate(editableContent[name], payload);
  if (checked.ok) return name === 'articles' ? articleMarkupProblems(payload) : contentMarkupProblems(payload);
  const first = checked.issues.filter((issue, i, all) => all.findIndex((o) => o.pointer === issue.pointer) === i);
  return first.map((issue) => ({
    pointer: issue.pointer,
    message: describeIssue({ keyword: issue.keyword ?? '', instancePath: issue.pointer, params: issue.params ?? {} }),
  }));
}
