const display: Record<string, string> = { Spaending: 'Spænding', Boern: 'Børn' };

/** A class name as shown: Spaending as Spænding, Boern as Børn (spec §2). */
export function displayClassName(name: string): string {
  return name.replace(/Spaending|Boern/g, (m) => display[m] ?? m);
}

/** Whether a given and an analysed class are the same, regardless of spelling variant and case. */
export function sameClass(a: string, b: string): boolean {
  return displayClassName(a).toLocaleLowerCase('da-DK') === displayClassName(b).toLocaleLowerCase('da-DK');
}
