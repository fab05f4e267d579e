/** The rules the app's tests read: two genres and two audiences with the ids the seed gives them, and the metrics given. */
import type { Rules } from '../../schemas/api/content.ts';

export function testRules(metrics: Rules['metrics'] = []): Rules {
  return {
    metrics,
    genres: [
      { id: 1, name: 'Krimi' },
      { id: 2, name: 'Spænding' },
    ],
    audiences: [
      { id: 1, name: 'Børn' },
      { id: 3, name: 'Voksne' },
    ],
    genreMatch: { match: 'Ja', noMatch: 'Nej' },
    audienceMatch: { match: 'Ja', noMatch: 'Nej' },
  };
}
