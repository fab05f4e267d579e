import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { installSecurityHeaders, securityHeaders, securityOptions } from './security-headers.ts';

describe('security headers', () => {
  test('the policy allows this origin, the configured origins and nothing that evaluates strings', () => {
    const headers = securityHeaders(securityOptions(['https://login.example'], ['https://wp.example']));
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: https://wp.example;");
    expect(csp).toContain("connect-src 'self' https://login.example;");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  test('every answer carries them, also one that takes the response over; a route may set a stricter policy', async () => {
    const app = Fastify();
    await installSecurityHeaders(app);
    app.get('/plain', async () => ({ ok: true }));
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
    app.get('/raw', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/plain' });
      reply.raw.end('raw');
    });
    const expected = securityHeaders(securityOptions())['content-security-policy'];
    for (const url of ['/plain', '/raw', '/missing']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy'], url).toBe(expected);
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    expect((await app.inject({ url: '/own' })).headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });
});
