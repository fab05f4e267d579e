/**
 * A block's contract, checked where it is declared: its props against the block type's schema
 * (schemas/blocks/<type>.ts, compiled ahead of time) and the block type's own check. Static props are checked at
 * load, the complete props after binding; a problem fails only that block, named by its JSON pointer, in Danish.
 */
import { type ValidationIssue, validate } from '../schemas/validate.ts';
import type { BlockContract, PropsCheckTools } from './definition.ts';
import type { DefinitionIssue } from './errors.ts';
import { definitionText } from './messages.ts';

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Checks a block's static props at load. `bound` names the props its bindings give: they may be missing here
 * (they are checked after binding), but must be props of the block type.
 */
export function checkStaticProps(
  type: string,
  contract: BlockContract,
  props: Readonly<Record<string, unknown>>,
  bound: readonly string[],
  pointer: string,
  tools: PropsCheckTools,
): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const known = contract.schema.properties;
  for (const prop of bound) {
    if (!Object.hasOwn(known, prop))
      issues.push({
        pointer: `${pointer}/bind/${escapePointer(prop)}`,
        message: definitionText.unknownProp(prop, type),
      });
  }
  const result = validate(contract.schema.$id, props);
  if (!result.ok) {
    for (const issue of firstPerPointer(result.issues)) {
      const missing = issue.keyword === 'required' && issue.pointer === '' ? String(issue.params?.missingProperty) : '';
      if (missing && bound.includes(missing)) continue;
      if (missing) {
        issues.push({ pointer, message: definitionText.missingProp(missing, type) });
        continue;
      }
      const at = issuePointer(issue);
      if (issue.keyword === 'additionalProperties' && issue.pointer === '')
        issues.push({ pointer: `${pointer}/props${at}`, message: definitionText.unknownProp(lastSegment(at), type) });
      else issues.push({ pointer: `${pointer}/props${at}`, message: danishIssue(issue, valueAt(props, at)) });
    }
  }
  if (issues.length === 0 && contract.check) {
    for (const problem of contract.check(props, tools))
      issues.push({ pointer: `${pointer}/props${problem.pointer}`, message: problem.message });
  }
  return issues;
}

/**
 * Checks a block's complete props after binding. A problem in a bound prop points at its binding
 * (`/blocks/3/bind/rows`) and says where in the value it lies; a problem in a static prop at the prop.
 */
export function checkBoundProps(
  contract: BlockContract,
  props: Readonly<Record<string, unknown>>,
  bound: ReadonlySet<string>,
  pointer: string,
): DefinitionIssue[] {
  const result = validate(contract.schema.$id, props);
  const issues: DefinitionIssue[] = [];
  if (!result.ok) {
    for (const issue of firstPerPointer(result.issues)) {
      const at = issuePointer(issue);
      const [prop = '', ...rest] = at.split('/').slice(1);
      const message = danishIssue(issue, valueAt(props, at));
      if (bound.has(unescapePointer(prop)))
        issues.push({ pointer: `${pointer}/bind/${prop}`, message: definitionText.inValue(rest.join('/'), message) });
      else issues.push({ pointer: `${pointer}/props${at}`, message });
    }
  }
  if (issues.length === 0 && contract.check) {
    for (const problem of contract.check(props, {})) {
      const [prop = ''] = problem.pointer.split('/').slice(1);
      issues.push({
        pointer: bound.has(unescapePointer(prop)) ? `${pointer}/bind/${prop}` : `${pointer}/props${problem.pointer}`,
        message: problem.message,
      });
    }
  }
  return issues;
}

/**
 * Schema issues of a whole value (a definition against 'report-definition') as Danish problems, one per value,
 * each at the pointer of the value it is about.
 */
export function danishSchemaIssues(issues: readonly ValidationIssue[], root: unknown): DefinitionIssue[] {
  // An `if` only says that its `then` failed, whose own issues say where and why.
  return firstPerPointer(issues.filter((issue) => issue.keyword !== 'if')).map((issue) => ({
    pointer: issuePointer(issue),
    message:
      issue.keyword === 'enum' && /\/transform\/\d+\/type$/.test(issue.pointer)
        ? definitionText.unknownTransform(String(valueAt(root, issue.pointer)))
        : danishIssue(issue, valueAt(root, issue.pointer)),
  }));
}

/** The pointer of the value an issue is about (Ajv names the parent for a missing or unknown property). */
function issuePointer(issue: ValidationIssue): string {
  if (issue.keyword === 'required') return `${issue.pointer}/${escapePointer(String(issue.params?.missingProperty))}`;
  if (issue.keyword === 'additionalProperties')
    return `${issue.pointer}/${escapePointer(String(issue.params?.additionalProperty))}`;
  return issue.pointer;
}

/** One problem per value: the first Ajv gives, except that an `anyOf` speaks for its branches. */
function firstPerPointer(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const byPointer = new Map<string, ValidationIssue>();
  for (const issue of issues) {
    const key = issuePointer(issue);
    if (!byPointer.has(key) || issue.keyword === 'anyOf') byPointer.set(key, issue);
  }
  return [...byPointer.values()];
}

function danishIssue(issue: ValidationIssue, value: unknown): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'type':
      return definitionText.wrongType(String(params.type), kindOf(value));
    case 'enum':
      return definitionText.notOneOf((params.allowedValues as unknown[]) ?? [], value);
    case 'required':
      return definitionText.missingField(String(params.missingProperty));
    case 'additionalProperties':
      return definitionText.unknownField(String(params.additionalProperty));
    case 'minimum':
    case 'exclusiveMinimum':
      return definitionText.tooSmall(params.limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return definitionText.tooLarge(params.limit);
    case 'minItems':
      return definitionText.tooFew(params.limit);
    case 'maxLength':
      return definitionText.tooLong(params.limit);
    case 'anyOf':
      return definitionText.noMatchingForm;
    default:
      return definitionText.badForm(issue.keyword ?? 'schema');
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function lastSegment(pointer: string): string {
  return unescapePointer(pointer.split('/').at(-1) ?? '');
}

function valueAt(root: unknown, pointer: string): unknown {
  let value = root;
  for (const segment of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[unescapePointer(segment)];
  }
  return value;
}
