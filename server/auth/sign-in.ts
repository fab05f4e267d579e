/**
 * A sign-in as Lektør records it: the account of the provider's subject, found, linked or created, with name and
 * e-mail from the standard places (ID token, userinfo, access token) kept current, and the role the configured
 * claim or ADMIN_EMAILS gives. A user's state never makes it fail with 500: what cannot be done is a Danish answer.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { recordHistory } from '../author/history.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { findUserBySubject, type Role, type User } from '../db/users.ts';
import { signInErrors } from '../errors.ts';
import { type IdentityConfig, isEmailAddress } from './identity-config.ts';
import { roleFromClaims } from './roles-from-claims.ts';

export interface SignInClaims {
  subject: string;
  /** Every set of claims the sign-in has, most trusted first: ID token, userinfo, access token. */
  sources: Record<string, unknown>[];
  /**
   * The app's sign-in (POST /api/session, with the ID token): the sources are complete, so an absent role claim
   * means no role. Otherwise (an API call's first token) only what the sources say is applied.
   */
  complete: boolean;
}

/** The first value of a claim among the sources that is a string (the most trusted source wins). */
function first(sources: Record<string, unknown>[], name: string): unknown {
  return sources.find((claims) => claims[name] !== undefined)?.[name];
}

interface Profile {
  email: string | undefined;
  verified: boolean;
  name: string | undefined;
}

function profileOf(sources: Record<string, unknown>[], config: IdentityConfig): Profile {
  const email = first(sources, 'email');
  if (email !== undefined && !isEmailAddress(email)) throw signInErrors.invalidEmail(String(email));
  const said = sources.find((claims) => claims.email === email && claims.email_verified !== undefined)?.email_verified;
  // 'trusted': the provider's addresses are its organisation's own (Entra ID sends no email_verified).
  const verified = said === true || said === 'true' || (config.linkAccounts === 'trusted' && said === undefined);
  const name = first(sources, 'name');
  return {
    email: email as string | undefined,
    verified,
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined,
  };
}

const byEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
  )[0];

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || /unique|duplicate key/i.test(String((error as Error).message));

async function linkOrCreate(db: Db, subject: string, profile: Profile, config: IdentityConfig, log: FastifyBaseLogger) {
  if (!profile.email) throw signInErrors.missingEmail();
  const existing = await byEmail(db, profile.email);
  if (existing) {
    if (config.linkAccounts === 'never') throw signInErrors.linkRefused(profile.email);
    if (!profile.verified) throw signInErrors.notVerified(profile.email);
    await db.update(users).set({ subject }).where(eq(users.id, existing.id));
    await recordHistory(db, existing.id, 'ACCOUNT_LINKED', {});
    log.info({ userId: existing.id }, 'first sign-in linked to the existing account of its verified e-mail');
    return;
  }
  const name = profile.name ?? profile.email.split('@')[0]!;
  try {
    await db
      .insert(users)
      .values({ subject, email: profile.email, name, emailVerified: profile.verified })
      .onConflictDoNothing({ target: users.subject });
  } catch (error) {
    // The same address created by a sign-in a moment earlier: found again below, or a Danish answer.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Name and e-mail as the provider now says; an address another account has is kept as it was (logged). */
async function keepCurrent(db: Db, user: User, profile: Profile, log: FastifyBaseLogger): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (profile.name && profile.name !== user.name) changes.name = profile.name;
  if (profile.email && profile.email.toLowerCase() !== user.email.toLowerCase()) {
    const holder = await byEmail(db, profile.email);
    if (holder && holder.id !== user.id)
      log.warn({ userId: user.id }, 'new e-mail of the provider has another account');
    else {
      changes.email = profile.email;
      // A new address is as verified as the provider says, whatever the former one was.
      changes.emailVerified = profile.verified;
    }
  }
  if (profile.email && profile.verified && !user.emailVerified) changes.emailVerified = true;
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, user.id));
}

async function applyRole(
  db: Db,
  user: User,
  role: Role | undefined,
  reason: 'claim' | 'ADMIN_EMAILS',
  log: FastifyBaseLogger,
) {
  if (!role || role === user.role || user.role === 'DEVELOPER') return;
  await db.update(users).set({ role }).where(eq(users.id, user.id));
  await recordHistory(db, user.id, 'ROLE_CHANGED', { role, previousRole: user.role, reason });
  log.info({ userId: user.id, role, previousRole: user.role, reason }, 'role set at sign-in');
}

export async function signInUser(
  db: Db,
  claims: SignInClaims,
  config: IdentityConfig,
  log: FastifyBaseLogger,
): Promise<User> {
  const profile = profileOf(claims.sources, config);
  let user = await findUserBySubject(db, claims.subject);
  if (!user) {
    await linkOrCreate(db, claims.subject, profile, config, log);
    user = await findUserBySubject(db, claims.subject);
    if (!user) throw signInErrors.emailTaken();
  } else {
    await keepCurrent(db, user, profile, log);
  }
  const claimed = roleFromClaims(config, claims.sources);
  if (claimed.unknown.length > 0) log.info({ values: claimed.unknown }, 'role claim values that name no Lektør role');
  // The address as now stored: verified by the provider, or by Lektør itself (the built-in provider's sign-up).
  const current = (await findUserBySubject(db, claims.subject)) ?? user;
  const admin = current.emailVerified && config.adminEmails.includes(current.email.toLowerCase());
  if (admin) await applyRole(db, current, 'ADMIN', 'ADMIN_EMAILS', log);
  else
    await applyRole(
      db,
      current,
      claimed.role ?? (claims.complete && config.roleClaim ? 'AUTHOR' : undefined),
      'claim',
      log,
    );
  return (await findUserBySubject(db, claims.subject)) ?? user;
}
