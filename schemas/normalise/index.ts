export { canonicalDialogueCountKeys, dialogueKeyRenames, storedDialogueCountKeys } from './dialogue-keys.ts';
export { normaliseRevisionData } from './revision-data.ts';
export { normaliseSpecShapes } from './spec-shapes.ts';
