/** Security headers and the Content-Security-Policy: no 'unsafe-eval', no inline script. */

/**
 * react-aria-components injects exactly one stylesheet (`<style id="react-aria-pressable-style">`); it is
 * allowed by its hash rather than with 'unsafe-inline'. The browser tests fail on any CSP violation, so a new
 * react-aria version with another stylesheet is noticed.
 */
const REACT_ARIA_PRESSABLE_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Images and fonts come from this origin or data: only (issue 32: a chart's `url(https://…)` fill reached every
 * reader while img-src allowed https:); `imageOrigins` adds the configured WordPress site, whose article images the
 * cards show, and nothing an editor can name.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  extraConnectSrc: string[] = [],
  imageOrigins: string[] = [],
): Promise<void> {
  await app.register(helmet, {
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
  });
}
