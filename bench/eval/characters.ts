export function scoreCharacters(_: string) { return {}; }
