/**
 * One page of the passages behind a figure, from a model's stored passages (schemas/passages.ts): the sentences
 * with the found words' offsets, the place in the book in percent, and a Danish word when there is nothing (or
 * not everything) to show. Used for authors' revisions and the trial report alike.
 */
import { and, eq } from 'drizzle-orm';
import { type PassagesPage, type PassagesQuery, passagesPageSize } from '../../schemas/api/passages.ts';
import { type ModelPassages, placeWidth } from '../../schemas/passages.ts';
import type { Db } from '../db/database.ts';
import { revisionPassages } from '../db/schema.ts';
import { passageErrors } from '../errors.ts';

const notRecorded =
  'Passagerne blev ikke gemt for denne version, fordi den blev analyseret, før Lektør gemte dem. En ny upload af manuskriptet gemmer dem (det koster en upload).';

export async function readModelPassages(db: Db, revisionId: number, model: string) {
  const [row] = await db
    .select({ content: revisionPassages.content })
    .from(revisionPassages)
    .where(and(eq(revisionPassages.revisionId, revisionId), eq(revisionPassages.model, model)));
  return row?.content as ModelPassages | undefined;
}

/** Whether any passages were stored for a revision (an older one has none). */
export async function hasPassages(db: Db, revisionId: number): Promise<boolean> {
  const [row] = await db
    .select({ model: revisionPassages.model })
    .from(revisionPassages)
    .where(eq(revisionPassages.revisionId, revisionId))
    .limit(1);
  return row !== undefined;
}

/**
 * `recorded`: false when the revision has no passages at all (analysed before they were kept); a model without
 * finds then differs from a revision without records.
 */
export function passagesPage(stored: ModelPassages | undefined, query: PassagesQuery, recorded: boolean): PassagesPage {
  const page = query.page ?? 1;
  const found = stored?.keys[query.key];
  const at = found?.at ?? [];
  const storedCount = Math.floor(at.length / placeWidth);
  const pages = Math.ceil(storedCount / passagesPageSize);
  if (page > Math.max(1, pages)) throw passageErrors.pageBeyondEnd(page, pages);
  const answer: PassagesPage = {
    model: query.model,
    key: query.key,
    total: found?.total ?? 0,
    stored: storedCount,
    page,
    pages,
    pageSize: passagesPageSize,
    passages: [],
  };
  for (let place = (page - 1) * passagesPageSize; place < Math.min(storedCount, page * passagesPageSize); place++) {
    const [sentence, start, end, paragraph, permille] = at.slice(place * placeWidth, (place + 1) * placeWidth) as [
      number,
      number,
      number,
      number,
      number,
    ];
    answer.passages.push({
      sentence: stored!.sentences[sentence] ?? '',
      marks: end > start ? [{ start, end }] : [],
      position: permille / 10,
      paragraph,
    });
  }
  const message = explanation(answer, recorded);
  return message ? { ...answer, message } : answer;
}

function explanation(answer: PassagesPage, recorded: boolean): string | undefined {
  if (!recorded) return notRecorded;
  // A point of the mood curve: its key is the part's number, which says nothing to the author.
  if (answer.model === 'Sentiment') {
    if (answer.stored === 0) return 'Ingen sætninger med en tydelig stemning i denne del af bogen.';
    if (answer.stored < answer.total)
      return `Viser de ${answer.stored} sætninger med den stærkeste stemning af ${answer.total} i denne del af bogen.`;
    return undefined;
  }
  if (answer.total === 0) return `Ingen passager fundet for »${answer.key}«.`;
  if (answer.stored === 0)
    return `»${answer.key}« blev fundet ${answer.total} gange, men stederne blev ikke gemt, fordi bogen har så mange fund.`;
  if (answer.stored < answer.total)
    return `Viser de første ${answer.stored} af ${answer.total} steder, hvor »${answer.key}« blev fundet.`;
  return undefined;
}
