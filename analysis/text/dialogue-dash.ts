/**
 * Dash-led dialogue as Danish books write it ("– Hvor er hun? spurgte han og så sig om."). The speech runs from the
 * dash to its speech tag: ", sagde hun", " – spurgte han", or '?'/'!' followed by a lower-case verb of saying
 * ("? spurgte han"). The tag and the narration after it are narration. Speech starts again at a later dash
 * (", – Kom så.") or with the next sentence when that sentence goes on in the speaker's voice: a 2nd-person
 * pronoun, or a 1st-person pronoun in a sentence not told in the past tense ("– Undskyld, sagde han. Det er ikke
 * fordi jeg …"; but "– Kom, sagde hun. Jeg rejste mig." stays narration), or before a later '?'/'!' tag of its
 * own ("Han rejste sig. Hvad tror De? sagde han"). Without a tag the speech runs to the end of the paragraph.
 * Every search moves forward through the paragraph, so the work is linear in its length.
 */
import { lexicalTense } from '../lexicons/verb-tense.ts';
import type { DialogueRange } from './dialogue.ts';
import { firstPerson, secondPerson } from './function-words.ts';
import { lexiconForm } from './normalise.ts';
import { isFixedSayingPhrase, isSpeechTagWord, isTagSubject, tagParticle } from './speech-tags.ts';

export const dashLead = /^\s*[-–—]\s*/u;

export function dashLedRanges(text: string, speechStart: number): DialogueRange[] {
  const scan: Scan = {
    dash: forwardSearch(text, resumedDash),
    end: forwardSearch(text, sentenceEnd),
    question: forwardTagSearch(text),
  };
  const ranges: DialogueRange[] = [];
  let start = 0;
  let from = speechStart;
  while (start < text.length) {
    const tag = findSpeechTag(text, from);
    if (!tag) {
      ranges.push({ start, end: text.length });
      break;
    }
    ranges.push({ start, end: tag.speechEnd });
    const resumed = speechAfterTag(text, tag.tagStart, scan);
    if (!resumed) break;
    start = resumed.start;
    from = resumed.from;
  }
  return ranges.filter((range) => range.end > range.start);
}

interface Tag {
  /** Where the speech before the tag ends (after a '?' or '!', before a ',' or a dash). */
  speechEnd: number;
  /** Where the tag's first word starts. */
  tagStart: number;
}

/** An ellipsis written with three full stops, spaced or not ("Kammerherren . . . mumlede Thomas", "Nils ... sagde hun"). */
const dots = String.raw`\.(?:\s?\.){2}`;
/**
 * What ends the speech before its tag: a comma, also after a closing quote ('– "Ja," sagde han'); a dash, also with
 * a colon ("Frøken, -: brød han af"); '?', '!', an ellipsis, or a lone full stop before a lower-case tag
 * ("Barbarer. sagde Berkow", a slip of the pen that the lower case gives away).
 */
const tagLead = new RegExp(
  String.raw`(,[»«"“”'’]?|\s[-–—][:;]?|(?:[?!…]|${dots}|\.)+[»«"“”'’]*)\s+(\p{L}+)(?:\s+(\p{L}+))?(?:\s+(\p{L}+))?`,
  'gu',
);
const questionLead = /([?!…]+[»«"“”'’]*)\s+(\p{L}+)(?:\s+(\p{L}+))?(?:\s+(\p{L}+))?/gu;

function findSpeechTag(text: string, from: number, questionOnly = false): Tag | undefined {
  const pattern = questionOnly ? questionLead : tagLead;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const lead = match[1]!;
    const [first, second] = [match[2]!, match[3]];
    const afterQuestion = /^[?!….]/u.test(lead);
    const lowerCase = /^\p{Ll}/u.test(first);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 3);
    const asked = /^\s*\?/u.test(after); // "– Den unge Bergland, mener De? Han er …": a question inside the speech
    const tagStart = match.index + match[0].indexOf(first, lead.length);
    const tagged =
      (isTag(first, second) && !speakerSubject(first, second)) ||
      (second !== undefined && isNamedTag(first, second)) ||
      isPerfectTag(first, second, match[4]) ||
      isParticleTag(text, tagStart);
    if ((!afterQuestion || lowerCase) && tagged && !asked) {
      const speechEnd = afterQuestion ? match.index + lead.length : match.index;
      return { speechEnd, tagStart };
    }
    pattern.lastIndex = match.index + 1;
  }
  return undefined;
}

/** findSpeechTag for '?'/'!' tags from positions that never decrease, reusing a tag found earlier while ahead. */
function forwardTagSearch(text: string): (from: number) => Tag | undefined {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found: Tag | undefined;
  return (from) => {
    if (from >= searchedFrom && (found === undefined || found.tagStart > from)) return found;
    searchedFrom = from;
    found = findSpeechTag(text, from, true);
    return found;
  };
}

/**
 * A tag with its subject first ("– Mo'r – Louise hvinte – nu vil Ida rende"): only after a name. After a pronoun or
 * an adverb the verb of saying belongs to the speech ("– Tro ikke, jeg spotter", "– Ja, naturligvis beder jeg").
 */
function isNamedTag(subject: string, verb: string): boolean {
  return /^\p{Lu}\p{Ll}/u.test(subject) && !pronouns.has(subject.toLowerCase()) && isTag(verb);
}

/**
 * "? havde Herluf sagt", "! fik hun spurgt", "? lod han spørge": a tag in the perfect (or with 'fik', managed to, or
 * 'lod', had someone say), the auxiliary before its 3rd-person subject; "! blev Marie ved": 'blive … ved' (went on) with its subject between.
 */
function isPerfectTag(auxiliary: string, subject: string | undefined, verb: string | undefined): boolean {
  if (subject === undefined || verb === undefined) return false;
  const named =
    /^(?:han|hun|de)$/u.test(subject) || (/^\p{Lu}\p{Ll}/u.test(subject) && !pronouns.has(subject.toLowerCase()));
  if (!named) return false;
  if (/^(?:blev|bliver)$/u.test(auxiliary)) return verb === 'ved';
  return /^(?:har|havde|fik|lod)$/u.test(auxiliary) && isTag(verb);
}

/**
 * "blev den unge Hertug ved", "lagde han til": a verb that is a tag with its particle (tagParticle) and its
 * subject between the two (isTagSubject), starting at `at`.
 */
function isParticleTag(text: string, at: number): boolean {
  const words = /^\p{L}+(?:\s+\p{L}+){1,4}/u.exec(text.slice(at, at + 80))?.[0].split(/\s+/u) ?? [];
  const particle = tagParticle(words[0] ?? '');
  const end = particle ? words.indexOf(particle, 2) : -1;
  return end > 1 && isTagSubject(words.slice(1, end));
}

const pronouns = new Set(
  'jeg du han hun vi i de den det der man dem mig dig os jer hvad hvem nu saa så da og men'.split(' '),
);

/**
 * A verb of saying with a 2nd-person subject ("forklarer De da", "siger du"), or in the present with a 1st-person one
 * or 'man' ("mener jeg", "siger man"), is said inside the speech: a tag names the speaker in the 3rd person, or the narrator in the past.
 */
export function speakerSubject(verb: string, subject: string | undefined): boolean {
  if (subject === undefined) return false;
  if (subject === 'De' || subject === 'I' || /^(?:du|dig)$/iu.test(subject)) return true;
  // "mener jeg", and "siger man" (people say): no speaker is named in the present with 'man'
  return /^(?:jeg|vi|man)$/iu.test(subject) && lexicalTense(lexiconForm(verb, false)) === 'Pres';
}

function isTag(word: string, next?: string): boolean {
  return isSpeechTagWord(word) && !isFixedSayingPhrase([word.toLowerCase()], next?.toLowerCase());
}

/**
 * A short tag inside the line ("– Ja, sagde Adolf, over Sundet skal de."; "– Netop, sagde han – midt i det."): the
 * verb, at most three words (subject, adverb), a comma or dash, then the speech goes on, unless the words go on
 * with the narration ("sagde hun, mens hun gik").
 */
const midSentenceTag = /^\p{L}+((?:\s+[\p{L}.]+){1,3}?)(?:,|\s[-–—])\s+(\p{L}+)/u;
const narrationLeads = new Set(
  'og mens medens idet da hvorpå hvorefter uden efter som der skønt før inden imens samtidig med ved på i til'.split(
    ' ',
  ),
);

/**
 * A dash after a mark, or a dash before a capital without one ("sagde Fru Karen forbløffet – Men det var …"):
 * speech resumed after its tag.
 */
const resumedDash = /(?:[,.!?…;:]\s+|\s(?=[-–—]\s+[\p{Lu}»"]))([-–—])\s+/gu;
const sentenceEnd = /[.!?…]+[»«"“”'’)]*\s+(?=[\p{Lu}\-–—»"„])/gu;

/** Where resumed speech starts, and where the search for its own tag starts. */
interface Resumption {
  start: number;
  from: number;
}

interface Scan {
  dash: Search;
  end: Search;
  question: (from: number) => Tag | undefined;
}

/**
 * Where speech starts again after the tag at `tagStart`: after a short tag inside the line, at a later dash, with a
 * sentence in the speaker's voice, or before a later tag of its own after '?'/'!', whichever comes first.
 */
function speechAfterTag(text: string, tagStart: number, scan: Scan): Resumption | undefined {
  const between = midSentenceTag.exec(text.slice(tagStart, tagStart + 80));
  if (
    between &&
    !between[1]!.endsWith('.') &&
    !between[1]!.split(/\s+/u).some((word) => narrationLeads.has(word.toLowerCase()))
  ) {
    const resume = tagStart + between[0].length - between[2]!.length;
    const clause = text.slice(resume, Math.min(resume + 400, nextBreak(text, resume)));
    if (!narrationLeads.has(between[2]!.toLowerCase()) && inSpeakersVoice(clause))
      return { start: resume, from: resume };
  }
  const marked = markedSpeechAfter(text, tagStart, scan);
  const asked = speechBeforeQuestionTag(text, tagStart, scan);
  if (!asked) return marked;
  return marked && marked.start <= asked.start ? marked : asked;
}

/** Speech marked again after the tag: a dash, or the next sentence in the speaker's voice. */
function markedSpeechAfter(text: string, tagStart: number, scan: Scan): Resumption | undefined {
  const end = scan.end(tagStart);
  const dash = scan.dash(tagStart);
  if (dash && (!end || dash.index <= end.index + end[0].length)) {
    return { start: dash.index + dash[0].indexOf(dash[1]!), from: dash.index + dash[0].length };
  }
  if (!end) return undefined;
  const next = end.index + end[0].length;
  if (dashLead.test(text.slice(next, next + 2))) return { start: next, from: next + 1 };
  const following = scan.end(next);
  const sentence = text.slice(next, following ? following.index : text.length);
  if (continuesSpeaker(sentence)) return { start: next, from: next };
  return dash ? { start: dash.index + dash[0].indexOf(dash[1]!), from: dash.index + dash[0].length } : undefined;
}

/** How far back from a '?'/'!' tag the start of its unmarked speech is looked for. */
const questionReach = 400;
const speechOpening = /(?:[.!?…:;]+[»«"“”'’)]*\s+|\(\s*)/gu;

/**
 * Unmarked speech later in the narration, shown by its own tag after '?' or '!' ("Han slog et Sækkelærred til
 * Side. Hva' tror De, det er? sagde han"): the speech starts after the last sentence end, colon or bracket before
 * the question, which must lie after the earlier tag.
 */
function speechBeforeQuestionTag(text: string, tagStart: number, scan: Scan): Resumption | undefined {
  const tag = scan.question(tagStart + 1);
  if (!tag) return undefined;
  const lower = Math.max(tagStart, tag.speechEnd - questionReach);
  const window = text.slice(lower, tag.speechEnd);
  let start: number | undefined;
  for (const match of window.matchAll(speechOpening)) {
    if (match.index + match[0].length < window.length - 1) start = lower + match.index + match[0].length;
  }
  return start === undefined ? undefined : { start, from: start };
}

interface Voice {
  second: boolean;
  first: boolean;
  past: boolean;
  /** A present participle among the first words ("forpint og fægtende"): a description of the speaker. */
  described: boolean;
}

function voiceOf(text: string): Voice {
  const words = text.match(/\p{L}+/gu) ?? [];
  const voice: Voice = {
    second: false,
    first: false,
    past: false,
    described: words.slice(0, 4).some((word) => word.length > 5 && word.endsWith('ende')),
  };
  for (const [index, word] of words.entries()) {
    const form = lexiconForm(word, false);
    if (secondPerson.has(form) || (index > 0 && (word === 'I' || /^De(m|res)?$/u.test(word)))) voice.second = true;
    else if (firstPerson.has(form)) voice.first = true;
    else if (lexicalTense(form) === 'Past') voice.past = true;
  }
  return voice;
}

/** A sentence after the tag's sentence goes on in the speaker's voice: 2nd person, or 1st person not told in the past. */
export function continuesSpeaker(sentence: string): boolean {
  const voice = voiceOf(sentence);
  return voice.second || (voice.first && !voice.past);
}

/** The rest of a line after a short tag ("sagde Adolf, over Sundet skal de") is speech unless told in the past. */
function inSpeakersVoice(clause: string): boolean {
  const voice = voiceOf(clause);
  return voice.second || (!voice.past && !voice.described);
}

/** The next sentence end or dash after `from` (or the end of the text). */
function nextBreak(text: string, from: number): number {
  const stop = /[.!?…]\s|\s[-–—]\s/u.exec(text.slice(from, from + 400));
  return stop ? from + stop.index + 1 : text.length;
}

type Search = (from: number) => RegExpExecArray | null;

/**
 * The first match of a global pattern at or after `from`, for calls whose `from` never decreases: a match found
 * earlier is reused while it still lies ahead, and a search that found nothing is not repeated.
 */
function forwardSearch(text: string, pattern: RegExp): Search {
  let searchedFrom = Number.POSITIVE_INFINITY;
  let found: RegExpExecArray | null = null;
  return (from) => {
    if (from >= searchedFrom && (found === null || found.index >= from)) return found;
    pattern.lastIndex = from;
    searchedFrom = from;
    found = pattern.exec(text);
    return found;
  };
}
