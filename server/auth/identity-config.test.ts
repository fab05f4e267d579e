import { describe, expect, it } from 'vitest';
import { identityConfigFromEnv, isEmailAddress, scopesFor } from './identity-config.ts';

describe('the identity configuration from the environment', () => {
  it('defaults: at+jwt and JWT, link on verified e-mail, lektor-admin and lektor-editor, no role claim', () => {
    const config = identityConfigFromEnv({});
    expect(config).toMatchObject({
      tokenTypes: ['at+jwt', 'JWT'],
      linkAccounts: 'verified',
      adminValues: ['lektor-admin'],
      editorValues: ['lektor-editor'],
      roleClaim: undefined,
      adminEmails: [],
      audienceParameter: 'resource',
    });
    expect(scopesFor(config, true)).toBe('openid profile email offline_access');
    expect(scopesFor(config, false)).toBe('openid profile email');
  });

  it('reads lists separated by commas or spaces, and lower-cases ADMIN_EMAILS', () => {
    const config = identityConfigFromEnv({
      OIDC_ADMIN_VALUES: 'Lektor.Admin, /lektor/admins',
      ADMIN_EMAILS: 'Chef@Forlag.dk forlag@forlag.dk',
      OIDC_SCOPES: 'openid email api://lektor/access',
      OIDC_ROLE_CLAIM: 'realm_access.roles',
    });
    expect(config.adminValues).toEqual(['Lektor.Admin', '/lektor/admins']);
    expect(config.adminEmails).toEqual(['chef@forlag.dk', 'forlag@forlag.dk']);
    expect(scopesFor(config, true)).toBe('openid email api://lektor/access');
    expect(config.roleClaim).toBe('realm_access.roles');
  });

  it('stops the start on values it cannot use, naming the variable', () => {
    expect(() => identityConfigFromEnv({ OIDC_LINK_ACCOUNTS: 'altid' })).toThrow(
      "OIDC_LINK_ACCOUNTS must be one of verified, trusted, never, not 'altid'",
    );
    expect(() => identityConfigFromEnv({ ADMIN_EMAILS: 'chef' })).toThrow(/^ADMIN_EMAILS must list e-mail addresses/);
    expect(() => identityConfigFromEnv({ OIDC_SCOPES: 'profile email' })).toThrow(/^OIDC_SCOPES must include openid/);
    expect(() => identityConfigFromEnv({ OIDC_ROLE_CLAIM: 'realm_access..roles' })).toThrow(/^OIDC_ROLE_CLAIM/);
    expect(() => identityConfigFromEnv({ OIDC_AUDIENCE_PARAMETER: 'aud' })).toThrow(/^OIDC_AUDIENCE_PARAMETER/);
  });

  it('knows an e-mail address from what is not one', () => {
    expect(isEmailAddress('karen@forlag.dk')).toBe(true);
    for (const value of ['karen', 'karen@forlag', 'ka ren@forlag.dk', '', 42, undefined]) {
      expect(isEmailAddress(value)).toBe(false);
    }
  });
});
