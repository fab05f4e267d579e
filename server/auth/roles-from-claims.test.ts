import { describe, expect, it } from 'vitest';
import { identityConfigFromEnv } from './identity-config.ts';
import { claimValues, roleFromClaims } from './roles-from-claims.ts';

describe('roles from claims', () => {
  it('reads a claim by its whole name (Auth0 namespaces), as a dot path (Keycloak), a string or an array', () => {
    expect(claimValues({ 'https://lektor.dk/roles': ['lektor-admin'] }, 'https://lektor.dk/roles')).toEqual([
      'lektor-admin',
    ]);
    expect(claimValues({ realm_access: { roles: ['a', 7, 'b'] } }, 'realm_access.roles')).toEqual(['a', 'b']);
    expect(claimValues({ role: 'lektor-editor' }, 'role')).toEqual(['lektor-editor']);
    expect(claimValues({ roles: { admin: true } }, 'roles')).toBeUndefined();
    expect(claimValues({}, 'roles')).toBeUndefined();
  });

  it('maps admin values before editor values, across the sign-in’s claims, and names unknown values', () => {
    const config = identityConfigFromEnv({ OIDC_ROLE_CLAIM: 'groups' });
    expect(roleFromClaims(config, [{ groups: ['lektor-editor'] }, { groups: ['lektor-admin', 'alle'] }])).toEqual({
      role: 'ADMIN',
      unknown: ['alle'],
    });
    expect(roleFromClaims(config, [{ groups: ['lektor-editor'] }]).role).toBe('CONTENT_EDITOR');
    expect(roleFromClaims(config, [{ groups: ['konge'] }])).toEqual({ role: 'AUTHOR', unknown: ['konge'] });
    expect(roleFromClaims(config, [{ roles: ['lektor-admin'] }]).role).toBeUndefined();
  });

  it('gives no role without a configured claim', () => {
    expect(roleFromClaims(identityConfigFromEnv({}), [{ roles: ['lektor-admin'] }]).role).toBeUndefined();
  });
});
