/** GET author/status: the signed-in user with the three upload counters, role and access level. */
import type { FastifyInstance } from 'fastify';
import { authorStatusSchema } from '../../schemas/api/author.ts';
import { errorSchema } from '../../schemas/api/common.ts';
import { principalOf, requireAccess } from '../auth/principal.ts';

export async function authorRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/author/status',
    {
      preHandler: requireAccess('login'),
      schema: { response: { 200: authorStatusSchema, 401: errorSchema } },
    },
    async (request) => {
      const { user, role, accessLevel } = principalOf(request);
      return {
        user: {
          id: user.id,
          picture: user.picture,
          name: user.name,
          complimentaryUploadsRemaining: user.complimentaryUploads,
          subscriptionUploadsRemaining: user.subscriptionUploads,
          purchasedUploadsRemaining: user.purchasedUploads,
        },
        info: { role, accessLevel },
      };
    },
  );
}
