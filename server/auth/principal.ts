/**
 * Who is calling: the verified bearer token's subject, resolved to a Lektør user with role and access level,
 * and the access guards routes declare (open, login, subscription, admin, editor).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import {
  type AccessLevel,
  accessLevelOf,
  findUserBySubject,
  provisionUser,
  type Role,
  type User,
} from '../db/users.ts';
import { apiErrors } from '../errors.ts';
import { InvalidTokenError, type TokenVerifier } from './access-token.ts';

export interface Principal {
  user: User;
  role: Role;
  accessLevel: AccessLevel;
}

export type Access = 'open' | 'login' | 'subscription' | 'admin' | 'editor';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | undefined;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw apiErrors.unauthenticated();
  return token;
}

export function principalResolver(db: Db, verify: TokenVerifier) {
  return async (request: FastifyRequest): Promise<Principal | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    let claims: Awaited<ReturnType<TokenVerifier>>;
    try {
      claims = await verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw apiErrors.unauthenticated();
      throw error;
    }
    const user =
      (await findUserBySubject(db, claims.sub)) ??
      (await provisionUser(db, claims.sub, claims as { email?: unknown; name?: unknown }));
    return { user, role: user.role as Role, accessLevel: await accessLevelOf(db, user.id) };
  };
}

export const isAdmin = (principal: Principal | undefined): boolean =>
  principal?.role === 'ADMIN' || principal?.role === 'DEVELOPER';

/** Content editors change report definitions and texts (docs/EDITOR.md); administrators may too. */
export const isContentEditor = (principal: Principal | undefined): boolean =>
  principal?.role === 'CONTENT_EDITOR' || isAdmin(principal);

export const hasSubscription = (principal: Principal | undefined): boolean =>
  principal?.accessLevel === 'STANDARD' || principal?.accessLevel === 'PREMIUM';

/** A preHandler enforcing one access level. Admins pass the subscription guard as well. */
export function requireAccess(access: Access) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (access === 'open') return;
    const principal = request.principal;
    if (!principal) throw apiErrors.unauthenticated();
    if (access === 'admin' && !isAdmin(principal)) throw apiErrors.forbidden();
    if (access === 'editor' && !isContentEditor(principal)) throw apiErrors.forbidden();
    if (access === 'subscription' && !hasSubscription(principal) && !isAdmin(principal)) {
      throw apiErrors.subscriptionRequired();
    }
  };
}

/** The signed-in principal of a route guarded by login or stronger. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw apiErrors.unauthenticated();
  return request.principal;
}
