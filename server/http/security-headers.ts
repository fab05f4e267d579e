/** Security headers and the Content-Security-Policy: no 'unsafe-eval', no inline script. */

/**
 * react-aria-components injects exactly one stylesheet (`<style id="react-aria-pressable-style">`); it is
 * allowed by its hash rather than with 'unsafe-inline'. The browser tests fail on any CSP violation, so a new
 * react-aria version with another stylesheet is noticed.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Images and fonts come from this origin or data: only (issue 32: a chart's `url(https://…)` fill reached every
 * reader while img-src allowed https:); `imageOrigins` adds the configured WordPress site, whose article images the
 * cards show, and nothing an editor can name.
 */
export function securityOptions(extraConnectSrc: string[] = [], imageOrigins: string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", REACT_ARIA_PRESSABLE_STYLE],
        imgSrc: ["'self'", 'data:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extraConnectSrc],
        frameSrc: ["'self'", ...extraConnectSrc],
        formAction: ["'self'", ...extraConnectSrc],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options. None of them depends on the request (no nonces, no directive
 * functions), so they are worked out once at start: @fastify/helmet built helmet's middleware anew on every
 * request and parsed the policy each time (about a tenth of the server's main thread on a cached revision-data
 * answer, in a CPU profile under autocannon).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: string[] = [],
  imageOrigins: string[] = [],
): Promise<void> {
  const headers = Object.entries(securityHeaders(securityOptions(extraConnectSrc, imageOrigins)));
  // On the raw response, as helmet did: answers that take the response over (the OIDC provider's, the progress
  // stream) carry them too, and a route's own header (a stricter policy) still wins.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
