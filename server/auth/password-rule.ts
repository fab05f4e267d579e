/** The strength rule for passwords chosen at sign-up and reset (the built-in identity provider). */

export const MIN_PASSWORD_LENGTH = 10;
/** scrypt hashes any length, but a request's work stays bounded. */
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_RULE_TEXT = `Mindst ${MIN_PASSWORD_LENGTH} tegn med både bogstaver og tal.`;

/** A Danish answer for a password that breaks the rule, or undefined for one that keeps it. */
export function passwordProblem(password: string, email = ''): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    return `Adgangskoden er for svag: ${PASSWORD_RULE_TEXT.toLowerCase()}`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `Adgangskoden må højst være ${MAX_PASSWORD_LENGTH} tegn.`;
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) {
    return 'Adgangskoden må ikke indeholde din e-mailadresse.';
  }
  return undefined;
}
