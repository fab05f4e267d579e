/**
 * Role and access level as the app knows them. The API may carry a role the app does not know (an identity
 * provider can grant more) or no access level: an unknown role counts as an author, an unknown or missing access
 * level as no subscription, so a new value never becomes an app-wide error.
 */
import { accessLevels, roles } from '../../schemas/api/common.ts';

export type Role = (typeof roles)[number];
export type AccessLevel = (typeof accessLevels)[number];

export function knownRole(role: string | undefined): Role {
  return (roles as readonly string[]).includes(role ?? '') ? (role as Role) : 'AUTHOR';
}

export function knownAccessLevel(level: string | undefined): AccessLevel {
  return (accessLevels as readonly string[]).includes(level ?? '') ? (level as AccessLevel) : 'NONE';
}
