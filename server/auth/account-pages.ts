/** The built-in identity provider's pages for sign-up, e-mail verification and password reset (Danish). */
import { escapeHtml, page } from './login-page.ts';
import { PASSWORD_RULE_TEXT } from './password-rule.ts';

const errorBlock = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '');

export interface SignUpPageProps {
  action: string;
  loginHref: string;
  termsHref: string;
  error?: string;
  name?: string;
  email?: string;
}

export function signUpPage({ action, loginHref, termsHref, error, name = '', email = '' }: SignUpPageProps): string {
  return page(
    'Opret bruger',
    `<h1>Opret bruger</h1>${errorBlock(error)}
<form method="post" action="${escapeHtml(action)}">
<label for="name">Navn</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(name)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">
<label for="password">Adgangskode</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200" aria-describedby="password-rule">
<p id="password-rule" class="hint">${escapeHtml(PASSWORD_RULE_TEXT)}</p>
<p class="check"><input id="terms" name="terms" type="checkbox" value="yes" required>
<label for="terms">Jeg accepterer <a href="${escapeHtml(termsHref)}" target="_blank" rel="noopener">vilkårene</a></label></p>
<button type="submit">Opret bruger</button>
</form>
<p><a href="${escapeHtml(loginHref)}">Har du allerede en bruger? Log ind</a></p>`,
  );
}

export function forgotPasswordPage(props: { action: string; loginHref: string; error?: string; email?: string }) {
  return page(
    'Glemt adgangskode',
    `<h1>Glemt adgangskode</h1>${errorBlock(props.error)}
<p>Skriv din e-mail, så sender vi dig et link til at vælge en ny adgangskode.</p>
<form method="post" action="${escapeHtml(props.action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(props.email ?? '')}">
<button type="submit">Send link</button>
</form>
<p><a href="${escapeHtml(props.loginHref)}">Tilbage til log ind</a></p>`,
  );
}

export function resetPasswordPage(props: { action: string; token: string; error?: string }) {
  return page(
    'Ny adgangskode',
    `<h1>Vælg en ny adgangskode</h1>${errorBlock(props.error)}
<form method="post" action="${escapeHtml(props.action)}">
<input type="hidden" name="token" value="${escapeHtml(props.token)}">
<label for="password">Ny adgangskode</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200" aria-describedby="password-rule">
<p id="password-rule" class="hint">${escapeHtml(PASSWORD_RULE_TEXT)}</p>
<button type="submit">Gem adgangskode</button>
</form>`,
  );
}

/** A message with one way on (a link). */
export function messagePage(props: {
  title: string;
  message: string;
  linkHref: string;
  linkText: string;
  error?: boolean;
}) {
  const text = props.error
    ? `<p class="error" role="alert">${escapeHtml(props.message)}</p>`
    : `<p role="status">${escapeHtml(props.message)}</p>`;
  return page(
    props.title,
    `<h1>${escapeHtml(props.title)}</h1>${text}<p><a href="${escapeHtml(props.linkHref)}">${escapeHtml(props.linkText)}</a></p>`,
  );
}
