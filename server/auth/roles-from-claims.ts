/**
 * The role a sign-in gives, from the configured claim (OIDC_ROLE_CLAIM: `roles`, `groups`, Keycloak's
 * `realm_access.roles`, an Auth0 namespaced claim such as `https://lektor.dk/roles`) and ADMIN_EMAILS.
 */
import type { Role } from '../db/users.ts';
import type { IdentityConfig } from './identity-config.ts';

/**
 * The values of a claim in one set of claims: the whole name first (Auth0's names are URLs with dots), then as a
 * dot path. A string counts as one value, an array as its string values; undefined when the claim is absent.
 */
export function claimValues(claims: Record<string, unknown>, name: string): string[] | undefined {
  let value: unknown = claims[name];
  if (value === undefined) {
    value = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], claims);
  }
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return undefined;
}

export interface ClaimedRole {
  /** ADMIN, CONTENT_EDITOR or AUTHOR; undefined when no claim is configured or none of the claims carries it. */
  role: Extract<Role, 'ADMIN' | 'CONTENT_EDITOR' | 'AUTHOR'> | undefined;
  /** Values of the claim that name no Lektør role (ignored; logged). */
  unknown: string[];
}

/** The role the claim gives, from every set of claims of the sign-in together (access token, ID token, userinfo). */
export function roleFromClaims(config: IdentityConfig, sources: Record<string, unknown>[]): ClaimedRole {
  if (!config.roleClaim) return { role: undefined, unknown: [] };
  const found = sources.map((claims) => claimValues(claims, config.roleClaim!)).filter((v) => v !== undefined);
  if (found.length === 0) return { role: undefined, unknown: [] };
  const values = new Set(found.flat());
  const known = new Set([...config.adminValues, ...config.editorValues]);
  const unknown = [...values].filter((value) => !known.has(value));
  if (config.adminValues.some((value) => values.has(value))) return { role: 'ADMIN', unknown };
  if (config.editorValues.some((value) => values.has(value))) return { role: 'CONTENT_EDITOR', unknown };
  return { role: 'AUTHOR', unknown };
}
