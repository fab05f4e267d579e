/**
 * The built-in identity provider's routes for sign-up, forgotten passwords, e-mail verification and password
 * reset. Sign-up and 'Glemt adgangskode?' belong to a login interaction (/oidc/interaction/:uid/…); the mailed
 * links (/oidc-account/verify, /oidc-account/reset) work without one and send the author on to the app's login.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { accountPageErrors } from '../errors.ts';
import { forgotPasswordPage, messagePage, resetPasswordPage, signUpPage } from './account-pages.ts';
import type { LoginLimits } from './login-limits.ts';
import { lockedMessage } from './login-limits.ts';
import { errorPage } from './login-page.ts';
import type { SelfService } from './self-service.ts';

export const ACCOUNT_PREFIX = '/oidc-account';
const APP_LOGIN = '/login';

type Form = Record<string, string>;
const field = (body: Form | undefined, name: string) => String(body?.[name] ?? '').slice(0, 1000);
const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

/** The app's page 'Vilkår' (app/pages/TermsPage.tsx): the sign-up form links to it. */
export const TERMS_HREF = '/terms';

export function registerAccountRoutes(
  scope: FastifyInstance,
  {
    provider,
    service,
    prefix,
    limits,
  }: { provider: Provider; service: SelfService; prefix: string; limits: LoginLimits },
): void {
  const interaction = (uid: string) => `${prefix}/interaction/${encodeURIComponent(uid)}`;
  /** The interaction of this request still open (its cookie and uid match), or an answer saying it has ended. */
  const openInteraction = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      const expired = accountPageErrors.sessionExpired();
      html(reply.code(expired.statusCode), errorPage(expired.message));
      return undefined;
    }
  };

  // Links from before the terms moved into the app.
  scope.get(`${ACCOUNT_PREFIX}/terms`, async (_request, reply) => reply.redirect(TERMS_HREF, 301));

  const showSignUp = (reply: FastifyReply, uid: string, values: { error?: string; name?: string; email?: string }) =>
    html(
      reply,
      signUpPage({
        action: `${interaction(uid)}/signup`,
        loginHref: `${interaction(uid)}/login`,
        termsHref: TERMS_HREF,
        ...values,
      }),
    );

  scope.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/signup`, async (request, reply) => {
    const details = await openInteraction(request, reply);
    if (details) return showSignUp(reply, details.uid, {});
  });

  scope.post<{ Params: { uid: string }; Body: Form }>(`${prefix}/interaction/:uid/signup`, async (request, reply) => {
    const details = await openInteraction(request, reply);
    if (!details) return;
    const form = {
      name: field(request.body, 'name'),
      email: field(request.body, 'email'),
      password: field(request.body, 'password'),
      terms: field(request.body, 'terms') === 'yes',
    };
    // Sign-up costs a hash and a mail: the address limits of the login count here too.
    const wait = await limits.waitMs('', request.ip);
    const outcome = wait > 0 ? undefined : await service.signUp(form);
    if (!outcome?.ok) {
      const refused = outcome ? accountPageErrors.refused(outcome) : accountPageErrors.locked(lockedMessage(wait));
      reply.code(refused.statusCode);
      return showSignUp(reply, details.uid, { error: refused.message, name: form.name, email: form.email });
    }
    reply.code(201);
    return html(
      reply,
      messagePage({
        title: 'Tjek din e-mail',
        message: outcome.message,
        linkHref: `${interaction(details.uid)}/login`,
        linkText: 'Til log ind',
      }),
    );
  });

  scope.get<{ Params: { uid: string } }>(`${prefix}/interaction/:uid/forgot`, async (request, reply) => {
    const details = await openInteraction(request, reply);
    if (!details) return;
    return html(
      reply,
      forgotPasswordPage({
        action: `${interaction(details.uid)}/forgot`,
        loginHref: `${interaction(details.uid)}/login`,
      }),
    );
  });

  scope.post<{ Params: { uid: string }; Body: Form }>(`${prefix}/interaction/:uid/forgot`, async (request, reply) => {
    const details = await openInteraction(request, reply);
    if (!details) return;
    const email = field(request.body, 'email');
    const wait = await limits.waitMs('', request.ip);
    const outcome = wait > 0 ? undefined : await service.requestReset(email);
    const loginHref = `${interaction(details.uid)}/login`;
    if (!outcome?.ok) {
      const refused = outcome ? accountPageErrors.refused(outcome) : accountPageErrors.locked(lockedMessage(wait));
      return html(
        reply.code(refused.statusCode),
        forgotPasswordPage({ action: `${interaction(details.uid)}/forgot`, loginHref, error: refused.message, email }),
      );
    }
    return html(
      reply,
      messagePage({ title: 'Tjek din e-mail', message: outcome.message, linkHref: loginHref, linkText: 'Til log ind' }),
    );
  });

  scope.get<{ Querystring: { token?: string } }>(`${ACCOUNT_PREFIX}/verify`, async (request, reply) => {
    const outcome = await service.verify(String(request.query.token ?? ''));
    if (!outcome.ok) reply.code(accountPageErrors.linkInvalid(outcome.message).statusCode);
    return html(
      reply,
      messagePage({
        title: outcome.ok ? 'E-mail bekræftet' : 'Linket virker ikke',
        message: outcome.message,
        linkHref: APP_LOGIN,
        linkText: 'Log ind',
        error: !outcome.ok,
      }),
    );
  });

  const resetFailed = (reply: FastifyReply, message: string) => {
    const invalid = accountPageErrors.linkInvalid(message);
    return html(
      reply.code(invalid.statusCode),
      messagePage({
        title: 'Linket virker ikke',
        message: invalid.message,
        linkHref: APP_LOGIN,
        linkText: 'Til log ind',
        error: true,
      }),
    );
  };

  scope.get<{ Querystring: { token?: string } }>(`${ACCOUNT_PREFIX}/reset`, async (request, reply) => {
    const token = String(request.query.token ?? '');
    const target = await service.resetTarget(token);
    if (!target.ok) return resetFailed(reply, target.message);
    return html(reply, resetPasswordPage({ action: `${ACCOUNT_PREFIX}/reset`, token }));
  });

  scope.post<{ Body: Form }>(`${ACCOUNT_PREFIX}/reset`, async (request, reply) => {
    const token = field(request.body, 'token');
    const outcome = await service.resetPassword(token, field(request.body, 'password'));
    if (!outcome.ok) {
      // A weak password is asked again on the same link; a bad link cannot be mended here.
      const target = await service.resetTarget(token);
      if (!target.ok) return resetFailed(reply, target.message);
      const refused = accountPageErrors.passwordRefused(outcome.message);
      return html(
        reply.code(refused.statusCode),
        resetPasswordPage({ action: `${ACCOUNT_PREFIX}/reset`, token, error: refused.message }),
      );
    }
    return html(
      reply,
      messagePage({ title: 'Adgangskode ændret', message: outcome.message, linkHref: APP_LOGIN, linkText: 'Log ind' }),
    );
  });
}
