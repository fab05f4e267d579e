/**
 * Who is calling: the verified bearer token's subject, resolved to a Lektør user with role and access level,
 * and the access guards routes declare (open, login, subscription, admin, editor).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { type AccessLevel, accessOf, findUserBySubject, type Role, type User } from '../db/users.ts';
import { apiErrors } from '../errors.ts';
import { type AccessClaims, InvalidTokenError, type TokenVerifier } from './access-token.ts';
import type { AuthChanges } from './auth-changes.ts';
import type { PrincipalCache } from './principal-cache.ts';
import { IdentityProviderUnavailableError } from './provider-metadata.ts';
import { grantIdOf } from './revoked-grants.ts';

export interface Principal {
  user: User;
  role: Role;
  accessLevel: AccessLevel;
  /**
   * The version the user's row, subscriptions and settings were read at (users.auth_version), and the library's
   * change counter, both current for this request when the principal was kept (see auth-changes.ts); undefined
   * without keeping. The finished-revision cache keys read-time answers by them.
   */
  versions?: { user: number; library: number };
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

export interface PrincipalKeeping {
  cache: PrincipalCache;
  changes: AuthChanges;
}

/** The account of a subject seen for the first time (an external provider's first sign-in; server/auth/sign-in.ts). */
export type FirstSignIn = (claims: AccessClaims, token: string, request: FastifyRequest) => Promise<User>;

/** The verified claims of the request's token; a refusal is logged with its reason (never the token). */
async function verified(verify: TokenVerifier, token: string, request: FastifyRequest): Promise<AccessClaims> {
  try {
    return await verify(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      if (error.configuration) request.log.warn({ reason: error.message }, 'access token refused: configuration');
      else request.log.info({ reason: error.message }, 'access token refused');
      throw error.configuration ? apiErrors.tokenNotAccepted() : apiErrors.unauthenticated();
    }
    if (error instanceof IdentityProviderUnavailableError) {
      request.log.warn({ reason: error.message }, 'identity provider unavailable');
      throw apiErrors.identityProviderUnavailable();
    }
    throw error;
  }
}

/**
 * Resolves the caller of a request. With `keeping`, a token seen before is answered from the cache once
 * `changes` confirms the user, subscriptions and grant are as they were; a revoked grant is refused at once.
 */
export function principalResolver(
  db: Db,
  verify: TokenVerifier,
  keeping?: PrincipalKeeping,
  firstSignIn?: FirstSignIn,
) {
  return async (request: FastifyRequest): Promise<Principal | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const cached = keeping?.cache.get(token);
    if (cached && keeping) {
      const currency = await keeping.changes.check(cached.principal.user.id, cached.version, cached.grantId);
      if (currency.state === 'current') {
        return { ...cached.principal, versions: { user: cached.version, library: currency.libraryVersion } };
      }
      keeping.cache.delete(token);
      if (currency.state === 'revoked') throw apiErrors.unauthenticated();
    }
    const claims = await verified(verify, token, request);
    const user = (await findUserBySubject(db, claims.sub)) ?? (await firstSignIn?.(claims, token, request));
    // The built-in provider's subjects are its accounts: one unknown here was deleted.
    if (!user) throw apiErrors.unauthenticated();
    const access = await accessOf(db, user.id);
    const principal: Principal = { user, role: user.role as Role, accessLevel: access.level };
    if (keeping && typeof claims.exp === 'number') {
      const grantId = grantIdOf(claims);
      const currency = await keeping.changes.check(user.id, user.authVersion, grantId);
      // Changed while it was read: answered as read, kept from the next request on.
      if (currency.state !== 'current') return principal;
      keeping.cache.set(token, {
        principal,
        version: user.authVersion,
        grantId,
        until: Math.min(claims.exp * 1000, access.changesAt?.getTime() ?? Number.POSITIVE_INFINITY),
      });
      return { ...principal, versions: { user: user.authVersion, library: currency.libraryVersion } };
    }
    return principal;
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
