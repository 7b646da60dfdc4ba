import type { IncomingMessage } from 'node:http';
import { securityHeaders } from './security-headers';

function request(headers: Record<string, string>): IncomingMessage {
  return { headers, socket: {} } as unknown as IncomingMessage;
}

const remoteOrigins = ['http://127.0.0.1:4201', 'http://127.0.0.1:4202'];

describe('securityHeaders', () => {
  it('allows only our origin and the remotes', () => {
    const csp = securityHeaders(request({ host: 'localhost:4000' }), { remoteOrigins })[
      'Content-Security-Policy'
    ];
    expect(csp).toContain("script-src 'self' http://127.0.0.1:4201 http://127.0.0.1:4202");
    expect(csp).toContain("connect-src 'self' ws://localhost:4000 http://127.0.0.1:4201");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toMatch(/\*|unsafe-eval/);
  });

  it('sends HSTS and wss only over HTTPS', () => {
    const plain = securityHeaders(request({ host: 'a.example' }), { remoteOrigins });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    const tls = securityHeaders(request({ host: 'a.example', 'x-forwarded-proto': 'https' }), {
      remoteOrigins,
    });
    expect(tls['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(tls['Content-Security-Policy']).toContain('wss://a.example');
  });

  it('does not echo a hostile Host header into the policy', () => {
    const csp = securityHeaders(request({ host: 'evil; script-src *' }), { remoteOrigins })[
      'Content-Security-Policy'
    ];
    expect(csp).not.toContain('evil');
  });
});
