/**
 * The sign-in configuration index.html carries for the app (server/http/inline-config.ts, app/auth/auth-config.ts):
 * a JSON data block of this id, with what /api/config answers and the provider's discovery fields.
 */
export const INLINE_CONFIG_ID = 'lektor-config';

/** Where the provider sends the author back after the sign-in (the client's redirect URI's path). */
export const CALLBACK_PATH = '/callback';
