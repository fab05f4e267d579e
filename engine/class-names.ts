import { displayClassName } from '../schemas/models/classification.ts';

export { displayClassName };

/** Whether a given and an analysed class are the same, regardless of spelling variant and case. */
export function sameClass(a: string, b: string): boolean {
  return displayClassName(a).toLocaleLowerCase('da-DK') === displayClassName(b).toLocaleLowerCase('da-DK');
}
