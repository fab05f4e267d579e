import { definitionText } from './messages.ts';

/** The subset of JSON Schema the field check reads. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly additionalProperties?: unknown;
  readonly items?: unknown;
  readonly title?: string;
  readonly $id?: string;
}

interface AstNode {
  type: string;
  value?: unknown;
  [key: string]: unknown;
}

/** `undefined` means "not known here": nothing below it is checked. */
type Shape = JsonSchema | undefined;

const anything: JsonSchema = {};

/**
 * Walks a JSONata AST with the schema of the value each step reads and reports every name that the schema
 * does not have. The input of a definition's expressions is an object of its data sources, so the first step
 * of a path names a source and the next ones name fields of that model section (arrays are mapped over, as
 * JSONata does). Paths that start from a variable other than `$`/`$$` (content, context, lambda arguments)
 * are not checked.
 */
export function checkFields(
  ast: unknown,
  sources: Record<string, JsonSchema | undefined>,
  report: (message: string) => void,
  used: Set<string>,
): void {
  const properties: Record<string, JsonSchema> = {};
  for (const [alias, schema] of Object.entries(sources)) properties[alias] = schema ?? anything;
  const root: JsonSchema = { type: 'object', properties, additionalProperties: false, title: 'the definition' };

  const field = (shape: Shape, name: string): Shape => {
    let s = shape;
    while (s && s.type === 'array') s = s.items as Shape;
    if (!s?.properties) {
      if (s && typeof s.additionalProperties === 'object') return s.additionalProperties as JsonSchema;
      return undefined;
    }
    if (s === root) {
      if (!(name in s.properties)) {
        report(definitionText.sourceNotDeclared(name));
        return undefined;
      }
      used.add(name);
      const source = s.properties[name] as JsonSchema;
      return source === anything ? undefined : source;
    }
    if (name in s.properties) return s.properties[name] as JsonSchema;
    if (typeof s.additionalProperties === 'object') return s.additionalProperties as JsonSchema;
    if (s.additionalProperties === false) {
      report(definitionText.fieldNotInModel(name, s.$id ?? s.title ?? 'modelafsnittet'));
      return undefined;
    }
    return undefined;
  };

  const item = (shape: Shape): Shape => {
    let s = shape;
    while (s && s.type === 'array') s = s.items as Shape;
    return s;
  };

  const walkStages = (step: AstNode, ctx: Shape) => {
    for (const key of ['stages', 'predicate'] as const) {
      for (const stage of (step[key] as AstNode[] | undefined) ?? []) walk(stage.expr ?? stage, item(ctx));
    }
    const group = step.group as AstNode | undefined;
    if (group) walk(group.lhs, item(ctx));
  };

  const walkPath = (node: AstNode, ctx: Shape): Shape => {
    let cur = ctx;
    (node.steps as AstNode[]).forEach((step, index) => {
      if (step.type === 'name') cur = field(cur, String(step.value));
      else if (step.type === 'variable') {
        if (index === 0) cur = step.value === '' ? ctx : step.value === '$' ? root : undefined;
        else cur = undefined;
      } else if (step.type === 'sort') {
        for (const term of (step.terms as AstNode[]) ?? []) walk(term.expression, item(cur));
      } else {
        walk(step, index === 0 ? cur : item(cur));
        cur = undefined;
      }
      walkStages(step, cur);
    });
    const group = node.group as AstNode | undefined;
    if (group) walk(group.lhs, item(cur));
    return cur;
  };

  const walk = (node: unknown, ctx: Shape): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, ctx);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const ast = node as AstNode;
    if (ast.type === 'path') {
      walkPath(ast, ctx);
      return;
    }
    if (ast.type === 'name') {
      field(ctx, String(ast.value));
      walkStages(ast, ctx);
      return;
    }
    if (ast.type === 'lambda') {
      walk(ast.body, undefined);
      return;
    }
    if (ast.stages || ast.predicate || ast.group) {
      // A filter on any other expression (a variable, a call, a block) reads the items of its result.
      const base =
        ast.type === 'variable' ? (ast.value === '' ? ctx : ast.value === '$' ? root : undefined) : undefined;
      walkStages(ast, base);
    }
    for (const [key, child] of Object.entries(ast)) {
      if (['procedure', 'position', 'value', 'stages', 'predicate', 'group'].includes(key)) continue;
      if (child && typeof child === 'object') walk(child, ctx);
    }
  };

  walk(ast, root);
}
