/** GET author/status: the signed-in user with the three upload counters, role and access level. */
import type { AuthorStatus } from '../../schemas/api/author.ts';
import type { Principal } from '../auth/principal.ts';
import type { User } from '../db/users.ts';

export function userView(user: User): AuthorStatus['user'] {
  return {
    id: user.id,
    picture: user.picture,
    name: user.name,
    complimentaryUploadsRemaining: user.complimentaryUploads,
    subscriptionUploadsRemaining: user.subscriptionUploads,
    purchasedUploadsRemaining: user.purchasedUploads,
  };
}

export function authorStatus({ user, role, accessLevel }: Principal): AuthorStatus {
  return { user: userView(user), info: { role, accessLevel } };
}
