import { describe, expect, it } from 'vitest';
import { grantIdOf } from './revoked-grants.ts';

describe('what a logout puts on the deny list for a token', () => {
  it('the built-in grant, else the session, else the token by its id or its subject and issue time', () => {
    const iss = 'https://idp.test';
    expect(grantIdOf({ iss, gid: 'g1', sid: 's1' })).toBe('g1');
    expect(grantIdOf({ iss, sid: 's1', jti: 'j1' })).toBe(`sid:${iss}:s1`);
    expect(grantIdOf({ iss, jti: 'j1' })).toBe(`jti:${iss}:j1`);
    expect(grantIdOf({ iss, uti: 'u1' })).toBe(`jti:${iss}:u1`);
    expect(grantIdOf({ iss, sub: 'karen', iat: 1700000000 })).toBe(`iat:${iss}:karen:1700000000`);
  });

  it('nothing for a token that names none of them, or names them with empty or odd values', () => {
    expect(grantIdOf({ iss: 'x' })).toBeUndefined();
    expect(grantIdOf({ iss: 'x', gid: '', sid: 7, jti: null, iat: 'i går', sub: 'k' })).toBeUndefined();
  });
});
