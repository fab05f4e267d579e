/** The built-in identity provider's pages (Danish, no inline script or style, so they run under the strict CSP). */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function page(title: string, body: string, stylesheet = '/oidc-assets/login.css', head = ''): string {
  return `<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lektør</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><link rel="stylesheet" href="${stylesheet}">${head}</head>
<body><main class="card"><p class="brand">Lektør</p>${body}</main></body></html>`;
}

export interface LoginPageProps {
  action: string;
  /** The interaction's own sign-up and forgotten-password pages. */
  signUpHref?: string;
  forgotHref?: string;
  email?: string;
  error?: string;
  demoAccounts: { email: string; description: string }[];
  demoPassword?: string;
  /**
   * The app's files the callback page will need (server/http/app-prefetch.ts), fetched by the browser at low
   * priority into its cache while the author types: `<link rel="prefetch">`, with `crossorigin` as the app's own
   * module scripts and stylesheets are fetched.
   */
  prefetch?: readonly string[];
}

/** `<link rel="prefetch">` for each file. */
export function prefetchLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="prefetch" href="${escapeHtml(file)}" crossorigin>`).join('');
}

export function loginPage({
  action,
  signUpHref,
  forgotHref,
  email = '',
  error,
  demoAccounts,
  demoPassword,
  prefetch = [],
}: LoginPageProps): string {
  const errorHtml = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const demo =
    demoAccounts.length > 0 && demoPassword
      ? `<section aria-labelledby="demo"><h2 id="demo">Demokonti</h2><ul>${demoAccounts
          .map((a) => `<li><code>${escapeHtml(a.email)}</code>: ${escapeHtml(a.description)}</li>`)
          .join('')}</ul><p>Adgangskode: <code>${escapeHtml(demoPassword)}</code></p></section>`
      : '';
  const links = [
    forgotHref ? `<a href="${escapeHtml(forgotHref)}">Glemt adgangskode?</a>` : '',
    signUpHref ? `<a href="${escapeHtml(signUpHref)}">Opret bruger</a>` : '',
  ].filter(Boolean);
  const more = links.length > 0 ? `<p class="links">${links.join(' · ')}</p>` : '';
  return page(
    'Log ind',
    `<h1>Log ind</h1>${errorHtml}
<form method="post" action="${escapeHtml(action)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}">
<label for="password">Adgangskode</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log ind</button>
</form>${more}${demo}`,
    undefined,
    prefetchLinks(prefetch),
  );
}

const LOGOUT_BUTTON = '<button type="submit" name="logout" value="yes">Log ud</button>';

/** An end-session request from elsewhere: the author confirms before the session ends. */
export function logoutConfirmPage(formHtml: string): string {
  return page(
    'Log ud',
    `<h1>Log ud</h1><p>Vil du logge ud af Lektør?</p>${formHtml.replace('</form>', `${LOGOUT_BUTTON}</form>`)}`,
  );
}

/** The app's own logout: the form posts itself (logout.js); without scripts the button does it. */
export function logoutSubmitPage(formHtml: string): string {
  const form = formHtml.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><noscript>${LOGOUT_BUTTON}</noscript></form>`,
  );
  return page(
    'Log ud',
    `<h1>Logger ud…</h1><p>Du bliver logget ud af Lektør.</p>${form}<script src="/oidc-assets/logout.js"></script>`,
  );
}

export const logoutScript = `document.getElementById('op.logoutForm').submit();\n`;

export function errorPage(message: string): string {
  return page('Fejl', `<h1>Der opstod en fejl</h1><p>${escapeHtml(message)}</p><p><a href="/">Til forsiden</a></p>`);
}

export const loginCss = `
body{font-family:system-ui,sans-serif;background:#f5f5f4;color:#1c1917;margin:0;display:flex;justify-content:center;padding:3rem 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem;max-width:24rem;width:100%}
.brand{font-weight:700;font-size:1.25rem;margin:0 0 1rem;color:#1c1917}
h1{font-size:1.5rem;margin:0 0 1rem}h2{font-size:1rem;margin:1.5rem 0 .5rem}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #78716c;border-radius:6px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:6px;background:#1c1917;color:#fff;font-size:1rem;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.error{background:#fef2f2;color:#991b1b;border:1px solid #EF4444;padding:.5rem;border-radius:6px}
.hint{margin:.25rem 0 0;color:#57534e;font-size:.9rem}
.check{display:flex;gap:.5rem;align-items:center;margin-top:1rem}.check input{width:auto}.check label{margin:0;font-weight:400}
a{color:#92400e}
ul{padding-left:1.1rem}code{background:#f5f5f4;padding:0 .2rem}
`;
