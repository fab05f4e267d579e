/**
 * Dialogue: utterances (dialogue spans), paragraphs with dialogue, and the speech tags around them: dialogue
 * verbs outside the spoken words but within a few words of them ("»Kom,« sagde hun stille"), their categories,
 * and the adverbs right after them. Only finite forms of verbs of saying count ("sagde", "spørger"), never a fixed
 * phrase ("det vil sige", "kort sagt").
 */
import { type DialogueGlobal, type DialogueParts, dialogueCategoryNames } from '../../schemas/models/dialogue.ts';
import { dialogueVerb } from '../lexicons/dialogue-verbs.ts';
import { hunspellTables } from '../lexicons/hunspell.ts';
import { adverbs } from '../lexicons/word-lists.ts';
import type { Paragraph, Word } from '../text/document.ts';
import { isFixedSayingPhrase } from '../text/speech-tags.ts';
import type { ModelAnalyser } from './analyser.ts';
import { bump, percent, share } from './shares.ts';

/** How far (in words) a speech tag's verb may stand from the spoken words. */
export const speechTagReach = 4;

export interface SpeechTags {
  verbs: Record<string, number>;
  adverbs: Record<string, number>;
  categories: Record<string, Record<string, number>>;
}

export function speechTags(paragraphs: readonly Paragraph[]): SpeechTags {
  const tags: SpeechTags = { verbs: {}, adverbs: {}, categories: {} };
  for (const paragraph of paragraphs) {
    if (paragraph.utterances === 0) continue;
    const words: Word[] = paragraph.sentences.flatMap((sentence) => sentence.words);
    const nearDialogue = distancesToDialogue(words);
    words.forEach((word, index) => {
      if (word.inDialogue || nearDialogue[index]! > speechTagReach) return;
      const verb = dialogueVerb(word.form);
      if (!verb?.finite || isFixedSayingPhrase(precedingForms(words, index), words[index + 1]?.form)) return;
      bump(tags.verbs, verb.lemma);
      if (verb.category !== 'neutral') {
        tags.categories[verb.category] ??= {};
        bump(tags.categories[verb.category]!, verb.lemma);
      }
      for (const next of words.slice(index + 1, index + 4)) {
        if (next.inDialogue) break;
        if (isTagAdverb(next.form)) {
          bump(tags.adverbs, next.form);
          break;
        }
      }
    });
  }
  return tags;
}

function precedingForms(words: readonly Word[], index: number): string[] {
  return words.slice(Math.max(0, index - 2), index + 1).map((word) => word.form);
}

function isTagAdverb(form: string): boolean {
  if (adverbs().has(form)) return true;
  return form.length > 3 && form.endsWith('t') && hunspellTables().adjectiveForms.has(form.slice(0, -1));
}

/** For each word, how many words away the nearest spoken word is (0 inside dialogue). */
function distancesToDialogue(words: readonly Word[]): number[] {
  const distances = words.map((word) => (word.inDialogue ? 0 : Number.POSITIVE_INFINITY));
  for (let i = 1; i < words.length; i++) distances[i] = Math.min(distances[i]!, distances[i - 1]! + 1);
  for (let i = words.length - 2; i >= 0; i--) distances[i] = Math.min(distances[i]!, distances[i + 1]! + 1);
  return distances;
}

export function dialogueGlobal(paragraphs: readonly Paragraph[]): DialogueGlobal {
  const tags = speechTags(paragraphs);
  const totalVerbs = Object.values(tags.verbs).reduce((sum, n) => sum + n, 0);
  const withDialogue = paragraphs.filter((paragraph) => paragraph.utterances > 0).length;
  const say = tags.verbs.sige ?? 0;
  const ask = tags.verbs.spørge ?? 0;
  const categories = Object.fromEntries(
    dialogueCategoryNames.map((name) => {
      const words = tags.categories[name] ?? {};
      const count = Object.values(words).reduce((sum, n) => sum + n, 0);
      return [name, { count, propensity: share(count, totalVerbs), words }];
    }),
  ) as DialogueGlobal['categories'];
  return {
    number_of_utterances: paragraphs.reduce((sum, paragraph) => sum + paragraph.utterances, 0),
    number_of_paragraphs_with_dialogue: withDialogue,
    percentage_of_paragraphs_with_dialogue: percent(withDialogue, paragraphs.length),
    'dialogue-verbs count': tags.verbs,
    'dialogue-adverbs count': tags.adverbs,
    categories,
    number_of_say_verbs: say,
    number_of_ask_verbs: ask,
    percentage_say_ask_verbs: percent(say + ask, totalVerbs),
  };
}

export const dialogueAnalyser: ModelAnalyser = {
  model: 'Dialogue',
  analyse: ({ text, parts }) => [
    { section: 'global', content: dialogueGlobal(text.paragraphs) },
    {
      section: 'parts',
      content: parts.map((part): DialogueParts[number] => ({
        part: part.part,
        chunk_id: part.chunkId,
        number_of_utterances: part.paragraphs.reduce((sum, paragraph) => sum + paragraph.utterances, 0),
        percentage_of_paragraphs_with_dialogue: percent(
          part.paragraphs.filter((paragraph) => paragraph.utterances > 0).length,
          part.paragraphs.length,
        ),
      })),
    },
  ],
};
