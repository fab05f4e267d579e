/** Content endpoints served from the database (seeded from server/content/seed). */
import type { FastifyInstance } from 'fastify';
import { lixTextsSchema, rulesSchema } from '../../schemas/api/content.ts';
import { getContent } from '../content/content-store.ts';
import type { Db } from '../db/database.ts';
import { apiErrors } from '../errors.ts';

export async function contentRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const serve = (path: string, name: string, schema: object) =>
    app.get(path, { schema: { response: { 200: schema } } }, async () => {
      const payload = await getContent(db, name);
      if (payload === undefined) throw apiErrors.notFound('Indholdet');
      return payload;
    });
  serve('/api/recommendations/rules/', 'rules', rulesSchema);
  serve('/api/lix/', 'lix', lixTextsSchema);
}
