export { canonicalDialogueCountKeys, dialogueKeyRenames, storedDialogueCountKeys } from './dialogue-keys.ts';
export { NormalisationError, normaliseRevisionData } from './revision-data.ts';
export { normaliseSpecShapes } from './spec-shapes.ts';
