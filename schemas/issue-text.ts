/**
 * What is wrong with a value that fails its schema, in Danish, without saying where (e.g. 'skal være højst 100'):
 * the server's request checks and the content editors' checks (server and browser alike) word issues with it.
 */

export interface AjvIssue {
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

/** What is wrong with a value, without saying where (e.g. 'skal være højst 100'). */
export function describeIssue(issue: AjvIssue): string {
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
