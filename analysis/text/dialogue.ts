/**
 * Dialogue spans in a paragraph: quoted speech (dialogue-quotes.ts), dash-led lines (dialogue-dash.ts), speech
 * without marks known by its own tag (dialogue-unmarked.ts), and unmarked speech after a speech tag and a colon ("Tilsidst sagde han: Hvorfor arbejder man her.").
 */
import { continuesSpeaker, dashLead, dashLedRanges } from './dialogue-dash.ts';
import { quotedRanges } from './dialogue-quotes.ts';
import { unmarkedSpeechRanges } from './dialogue-unmarked.ts';
import { isFixedSayingPhrase, isSpeechTagWord, isTagSubject, tagParticle } from './speech-tags.ts';

export interface DialogueRange {
  start: number;
  end: number;
}

const quotationMarks = /[»«„“”"]/u;

export function dialogueRanges(text: string): DialogueRange[] {
  const dashed = dashLead.exec(text);
  const ranges = dashed ? dashLedRanges(text, dashed[0].length) : quotedRanges(text);
  if (!dashed && ranges.length === 0 && !quotationMarks.test(text)) ranges.push(...unmarkedSpeechRanges(text));
  return withColonSpeech(text, ranges);
}

/** Unmarked speech after a colon is looked for within this many characters (bounded work per colon). */
const colonSpeechReach = 2_000;
const colonTag = /((?:\p{L}+\s+){0,2}\p{L}+):\s+(?=\p{Lu})/gu;

/**
 * Whether the words before a colon hold a verb of saying that is not a fixed phrase ("det vil sige:"), or are a
 * tag with its particle last ("lagde han til:"; tagParticle, isTagSubject).
 */
function isColonTag(words: readonly string[]): boolean {
  const forms = words.map((word) => word.toLowerCase());
  if (forms.some((form, at) => isSpeechTagWord(form) && !isFixedSayingPhrase(forms.slice(0, at + 1)))) return true;
  const particle = tagParticle(forms[0]!);
  return particle !== undefined && forms.at(-1) === particle && isTagSubject(words.slice(1, -1));
}

const capitalNext = /\s+\p{Lu}/uy;

/** The end of the sentences after `end` that go on in the speaker's voice ("… bære dem. Jeg er dog Herre her."). */
function withFollowingSpeech(text: string, end: number, limit: number): number {
  let at = end;
  for (let count = 0; count < 10 && at < limit; count++) {
    capitalNext.lastIndex = at;
    if (!capitalNext.test(text)) break;
    const rest = text.slice(at, Math.min(limit, at + 400));
    const stop = /[.!?…]+(?=\s+\p{Lu}|\s*$)/u.exec(rest);
    if (!stop || /\s[-–—]\s/u.test(rest.slice(0, stop.index))) break;
    if (!continuesSpeaker(rest.slice(0, stop.index))) break;
    at += stop.index + stop[0].length;
  }
  return at;
}

/** The sentence that starts at `start` (at most 400 characters). */
function firstSentence(text: string, start: number): string {
  const rest = text.slice(start, start + 400);
  const stop = /[.!?…]/u.exec(rest);
  return stop ? rest.slice(0, stop.index) : rest;
}

/**
 * Unmarked speech after a speech tag and a colon, or after a colon before a sentence in a speaker's voice ("Han
 * slog i Bordet: Men jeg vil, at du skal bære dem."): from the colon to the end of that sentence or the next dash,
 * unless a quote or a dash-led span already covers it.
 */
function withColonSpeech(text: string, ranges: DialogueRange[]): DialogueRange[] {
  if (!text.includes(':')) return ranges;
  const added: DialogueRange[] = [];
  let next = 0;
  for (const match of text.matchAll(colonTag)) {
    const colon = match.index + match[1]!.length;
    const start = colon + 1;
    while (next < ranges.length && ranges[next]!.end <= start) next++;
    if (next < ranges.length && ranges[next]!.start <= start) continue;
    if (added.length > 0 && added.at(-1)!.end > start) continue;
    if (!isColonTag(match[1]!.split(/\s+/u)) && !continuesSpeaker(firstSentence(text, start))) continue;
    const rest = text.slice(start, start + colonSpeechReach);
    const dash = /\s[-–—]\s/u.exec(rest);
    const stop = /[.!?…]+(?=\s+\p{Lu}|\s*$)/u.exec(rest);
    const limit = Math.min(text.length, start + colonSpeechReach);
    let end = Math.min(dash ? start + dash.index : limit, stop ? start + stop.index + stop[0].length : limit);
    if (!dash) end = withFollowingSpeech(text, end, limit);
    if (next < ranges.length && ranges[next]!.start < end) end = ranges[next]!.start;
    added.push({ start: start + (match[0].length - match[1]!.length - 1), end });
  }
  if (added.length === 0) return ranges;
  return [...ranges, ...added].sort((a, b) => a.start - b.start);
}
