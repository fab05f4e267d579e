/**
 * How Lektør trusts an external OpenID Connect provider (docs/IDENTITY.md): which access-token types it takes,
 * which scopes the app asks for, how a first sign-in is linked to an existing account, and which claim carries
 * the roles. Read from the environment; a value that cannot be used stops the start with a clear message.
 */

export type LinkAccounts = 'verified' | 'trusted' | 'never';

/** The app's parameter that names the API at the provider: RFC 8707 `resource`, Auth0's `audience`, or none. */
export type AudienceParameter = 'resource' | 'audience' | 'none';

export interface IdentityConfig {
  /** Access-token `typ` header values taken (OIDC_TOKEN_TYPES, default `at+jwt,JWT`), compared without case. */
  tokenTypes: string[];
  /** The scopes the app asks for (OIDC_SCOPES); undefined: the provider's default (see scopesFor). */
  scopes: string | undefined;
  /** The claim holding roles or groups, a dot path such as `realm_access.roles` (OIDC_ROLE_CLAIM); unset: none. */
  roleClaim: string | undefined;
  /** Claim values that make an administrator (OIDC_ADMIN_VALUES, default `lektor-admin`). */
  adminValues: string[];
  /** Claim values that make a content editor (OIDC_EDITOR_VALUES, default `lektor-editor`). */
  editorValues: string[];
  /**
   * A first sign-in whose e-mail has an account (OIDC_LINK_ACCOUNTS): `verified` links when the provider says the
   * address is verified (`email_verified: true`); `trusted` links on the provider's address as such (Entra ID sends
   * no email_verified); `never` refuses with a page for the operator.
   */
  linkAccounts: LinkAccounts;
  /** E-mail addresses made administrators when they sign in (ADMIN_EMAILS, comma-separated; lower case). */
  adminEmails: string[];
  /** OIDC_AUDIENCE_PARAMETER: how the app names the API in the authorization request (default `resource`). */
  audienceParameter: AudienceParameter;
}

const list = (text: string | undefined, fallback: string[]): string[] => {
  if (text === undefined || text.trim() === '') return fallback;
  return text
    .split(/[,\s]+/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
};

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[], fallback: T): T {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!values.includes(text as T)) throw new Error(`${name} must be one of ${values.join(', ')}, not '${text}'`);
  return text as T;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a claim's value is an e-mail address (one @, a dot in the domain, no spaces). */
export const isEmailAddress = (value: unknown): value is string => typeof value === 'string' && EMAIL.test(value);

export function identityConfigFromEnv(env: NodeJS.ProcessEnv): IdentityConfig {
  const adminEmails = list(env.ADMIN_EMAILS, []).map((email) => email.toLowerCase());
  const wrong = adminEmails.find((email) => !isEmailAddress(email));
  if (wrong) throw new Error(`ADMIN_EMAILS must list e-mail addresses, not '${wrong}'`);
  const roleClaim = env.OIDC_ROLE_CLAIM?.trim() || undefined;
  if (roleClaim && !/^[^.\s]+(\.[^.\s]+)*$/.test(roleClaim)) {
    throw new Error(`OIDC_ROLE_CLAIM must be a claim name or a dot path, not '${roleClaim}'`);
  }
  const scopes = env.OIDC_SCOPES?.trim() || undefined;
  if (scopes && !scopes.split(/\s+/).includes('openid')) {
    throw new Error(`OIDC_SCOPES must include openid, not '${scopes}'`);
  }
  return {
    tokenTypes: list(env.OIDC_TOKEN_TYPES, ['at+jwt', 'JWT']),
    scopes,
    roleClaim,
    adminValues: list(env.OIDC_ADMIN_VALUES, ['lektor-admin']),
    editorValues: list(env.OIDC_EDITOR_VALUES, ['lektor-editor']),
    linkAccounts: oneOf(env, 'OIDC_LINK_ACCOUNTS', ['verified', 'trusted', 'never'] as const, 'verified'),
    adminEmails,
    audienceParameter: oneOf(env, 'OIDC_AUDIENCE_PARAMETER', ['resource', 'audience', 'none'] as const, 'resource'),
  };
}

/**
 * The scopes the app asks for: OIDC_SCOPES, else `openid profile email offline_access` at an external provider
 * (a refresh token for silent renewal) and `openid profile email` at the built-in one (which gives refresh
 * tokens without offline_access, and would ask for consent with it).
 */
export const scopesFor = (config: IdentityConfig, external: boolean): string =>
  config.scopes ?? (external ? 'openid profile email offline_access' : 'openid profile email');
