/**
 * The built-in OpenID Connect provider (oidc-provider) used when no external issuer is configured:
 * authorization code + PKCE for the web app, refresh tokens, JWT access tokens for the API audience.
 * Mounted inside Fastify under /oidc.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import Provider, { type Adapter, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { CALLBACK_PATH } from '../../schemas/api/app-config.ts';
import { accountPageErrors } from '../errors.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { type LoginLimits, lockedMessage } from './login-limits.ts';
import { errorPage, loginCss, loginPage, logoutConfirmPage, logoutScript, logoutSubmitPage } from './login-page.ts';
import { GRANT_CLAIM } from './revoked-grants.ts';
import type { SelfService } from './self-service.ts';
import type { IdentitySecrets } from './signing-keys.ts';

export interface IdentityAccounts {
  findBySubject(
    subject: string,
  ): Promise<{ subject: string; email: string; name: string; picture: string | null } | undefined>;
  /** The subject of the account with this e-mail and password, or undefined. */
  verifyLogin(email: string, password: string): Promise<string | undefined>;
  demoAccounts: { email: string; description: string }[];
  demoPassword?: string;
}

export interface IdentityProviderOptions {
  publicUrl: string;
  clientId: string;
  apiAudience: string;
  secrets: IdentitySecrets;
  accounts: IdentityAccounts;
  /** Where sessions, grants and tokens are kept (default: oidc-provider's in-memory store, one process only). */
  adapter?: (kind: string) => Adapter;
  /** Failed-login limits, kept in the database (5 per account and 30 per address in 15 minutes, then a 15-minute lock). */
  limits: LoginLimits;
  /** Sign-up, e-mail verification and password reset (server/auth/self-service.ts). */
  selfService: SelfService;
  /** The app's files the login form prefetches for the callback page (server/http/app-prefetch.ts). */
  prefetch?: readonly string[];
}

/** The authorization parameter with which the app asks for the sign-up form instead of the login form. */
export const SIGNUP_PARAM = 'signup';

export const IDP_PREFIX = '/oidc';
const SCOPE = 'openid profile email';
/** Access tokens live 10 minutes; the app renews them with its refresh token. */
export const ACCESS_TOKEN_SECONDS = 10 * 60;

/**
 * The end-session request of the app itself: its own client, with an id_token_hint (validated by the provider
 * before this is asked) of the account signed in here. Only then is the logout done without asking.
 */
function isOwnLogout(ctx: KoaContextWithOIDC, clientId: string): boolean {
  const hint = ctx.oidc.params?.id_token_hint;
  if (ctx.oidc.client?.clientId !== clientId || typeof hint !== 'string') return false;
  try {
    return decodeJwt(hint).sub === ctx.oidc.session?.accountId;
  } catch {
    return false;
  }
}

function providerConfiguration(options: IdentityProviderOptions): Configuration {
  const { publicUrl, clientId, apiAudience, accounts } = options;
  return {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}${CALLBACK_PATH}`, `${publicUrl}/silent-renew`],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    pkce: { required: () => true },
    extraParams: [SIGNUP_PARAM],
    jwks: { keys: [options.secrets.signingKey as never] },
    cookies: { keys: options.secrets.cookieKeys },
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'picture'] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    async findAccount(_ctx, subject) {
      const account = await accounts.findBySubject(subject);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: async () => ({
          sub: account.subject,
          email: account.email,
          name: account.name,
          picture: account.picture ?? undefined,
        }),
      };
    },
    // A first-party client: the author is never asked to consent; the grant is made on login.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const existingId = ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId);
      const existing = existingId ? await ctx.oidc.provider.Grant.find(existingId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope(SCOPE);
      grant.addResourceScope(apiAudience, SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every access token names its grant, so that a logout (which revokes the grant) refuses it everywhere.
    extraTokenClaims: async (_ctx, token) =>
      token.kind === 'AccessToken' && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The app's own logout is posted at once (by a script file: no inline script under the CSP), ending the
        // provider session and revoking its grant; anyone else's end-session request is asked to confirm.
        logoutSource: async (ctx, form) => {
          ctx.body = isOwnLogout(ctx, clientId) ? logoutSubmitPage(form) : logoutConfirmPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiAudience) throw new Error(`Unknown resource ${resource}`);
          return {
            audience: apiAudience,
            scope: SCOPE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_SECONDS,
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      RefreshToken: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PREFIX}/interaction/${interaction.uid}` },
    renderError: async (ctx, _out, error) => {
      ctx.type = 'html';
      ctx.body = errorPage(error instanceof Error ? error.message : 'Ukendt fejl');
    },
  };
}

export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const provider = new Provider(`${options.publicUrl}${IDP_PREFIX}`, providerConfiguration(options));
  provider.proxy = true;
  return provider;
}

/** Registers the provider's endpoints and its Danish login interaction on the Fastify instance. */
export async function mountIdentityProvider(app: FastifyInstance, options: IdentityProviderOptions): Promise<Provider> {
  const provider = createIdentityProvider(options);
  const callback = provider.callback();
  const { accounts } = options;
  const { limits } = options;

  app.get('/oidc-assets/login.css', async (_req, reply) => reply.type('text/css').send(loginCss));
  app.get('/oidc-assets/logout.js', async (_req, reply) => reply.type('text/javascript').send(logoutScript));

  const showLogin = async (request: FastifyRequest, reply: FastifyReply, error?: string, email?: string) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const html = loginPage({
      action: `${IDP_PREFIX}/interaction/${details.uid}/login`,
      signUpHref: `${IDP_PREFIX}/interaction/${details.uid}/signup`,
      forgotHref: `${IDP_PREFIX}/interaction/${details.uid}/forgot`,
      error,
      email,
      demoAccounts: accounts.demoAccounts,
      demoPassword: accounts.demoPassword,
      prefetch: options.prefetch ?? [],
    });
    return reply.type('text/html; charset=utf-8').send(html);
  };

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    registerAccountRoutes(scope, { provider, service: options.selfService, prefix: IDP_PREFIX, limits });
    scope.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid`, async (request, reply) => {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.prompt.name === 'login') {
          // 'Opret bruger' in the app: the same authorization request, opened on the sign-up form.
          if (details.params[SIGNUP_PARAM] === '1') {
            return reply.redirect(`${IDP_PREFIX}/interaction/${details.uid}/signup`);
          }
          return showLogin(request, reply);
        }
        // Any other prompt (consent) is granted for the first-party client.
        const grant = await grantFor(provider, details, options.apiAudience);
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { consent: { grantId: grant } },
          { mergeWithLastSubmission: true },
        );
      } catch {
        const expired = accountPageErrors.sessionExpired();
        return reply.code(expired.statusCode).type('text/html; charset=utf-8').send(errorPage(expired.message));
      }
    });
    // The login form itself, also for an interaction opened on the sign-up form ('Har du allerede en bruger?').
    scope.get<{ Params: { uid: string } }>(`${IDP_PREFIX}/interaction/:uid/login`, async (request, reply) => {
      try {
        return await showLogin(request, reply);
      } catch {
        const expired = accountPageErrors.sessionExpired();
        return reply.code(expired.statusCode).type('text/html; charset=utf-8').send(errorPage(expired.message));
      }
    });
    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${IDP_PREFIX}/interaction/:uid/login`,
      async (request, reply) => {
        const email = String(request.body?.email ?? '')
          .trim()
          .toLowerCase();
        const password = String(request.body?.password ?? '');
        const wait = await limits.waitMs(email, request.ip);
        if (wait > 0) {
          const locked = accountPageErrors.locked(lockedMessage(wait));
          reply.code(locked.statusCode);
          return showLogin(request, reply, locked.message, email);
        }
        let subject: string | undefined;
        try {
          subject = await accounts.verifyLogin(email, password);
        } catch {
          subject = undefined;
        }
        if (!subject) {
          await limits.failed(email, request.ip);
          const wrong = accountPageErrors.wrongPassword();
          reply.code(wrong.statusCode);
          return showLogin(request, reply, wrong.message, email);
        }
        await limits.succeeded(email);
        if (!(await options.selfService.isVerified(subject))) {
          const unverified = accountPageErrors.notVerified();
          reply.code(unverified.statusCode);
          return showLogin(request, reply, unverified.message, email);
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: subject } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });

  // oidc-provider derives its mount path from originalUrl (as under Express' app.use('/oidc', …)).
  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url!.slice(IDP_PREFIX.length) || '/';
    callback(raw, reply.raw);
  };
  await app.register(async (scope) => {
    // Leave every request body unread: oidc-provider parses it itself from the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all(`${IDP_PREFIX}/*`, forward);
    scope.all(IDP_PREFIX, forward);
  });
  return provider;
}

async function grantFor(
  provider: Provider,
  details: Awaited<ReturnType<Provider['interactionDetails']>>,
  apiAudience: string,
): Promise<string> {
  const accountId = details.session?.accountId;
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(SCOPE);
  grant.addResourceScope(apiAudience, SCOPE);
  return grant.save();
}
