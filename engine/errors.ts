/** A problem in a definition, named by the definition's source and the JSON pointer of the offending value. */
export interface DefinitionIssue {
  pointer: string;
  message: string;
}

export class DefinitionError extends Error {
  constructor(
    readonly source: string,
    readonly issues: DefinitionIssue[],
  ) {
    super(issues.map((i) => `${source}#${i.pointer || '/'}: ${i.message}`).join('\n'));
    this.name = 'DefinitionError';
  }
}
