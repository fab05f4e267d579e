/** Danish text for a failed request check (Ajv error), e.g. "querystring/pageSize skal være højst 100". */

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const typeNames: Record<string, string> = {
  string: 'tekst',
  number: 'et tal',
  integer: 'et heltal',
  boolean: 'sand eller falsk',
  array: 'en liste',
  object: 'et objekt',
  null: 'tom',
};

function describe(issue: AjvIssue): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `mangler feltet '${String(p.missingProperty)}'`;
    case 'additionalProperties':
      return `har et ukendt felt '${String(p.additionalProperty)}'`;
    case 'type':
      return `skal være ${String(p.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join(' eller ')}`;
    case 'minimum':
      return `skal være mindst ${String(p.limit)}`;
    case 'maximum':
      return `skal være højst ${String(p.limit)}`;
    case 'minLength':
      return p.limit === 1 ? 'må ikke være tom' : `skal have mindst ${String(p.limit)} tegn`;
    case 'maxLength':
      return `må højst have ${String(p.limit)} tegn`;
    case 'minItems':
      return `skal have mindst ${String(p.limit)} elementer`;
    case 'maxItems':
      return `må højst have ${String(p.limit)} elementer`;
    case 'pattern':
      return 'har et ugyldigt format';
    case 'enum':
      return `skal være en af: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `skal være ${JSON.stringify(p.allowedValue)}`;
    default:
      return 'er ugyldig';
  }
}

export function validationMessage(issue: AjvIssue | undefined, context: string | undefined): string {
  if (!issue) return context ?? '';
  const where = `${context ?? ''}${issue.instancePath}`.replace(/^\//, '') || 'forespørgslen';
  return `${where} ${describe(issue)}`;
}
