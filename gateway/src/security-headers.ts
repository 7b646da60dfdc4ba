import type { IncomingMessage } from 'node:http';

export interface SecurityHeaderOptions {
  /** Origins of the four micro-frontend remotes (scheme://host[:port]). */
  remoteOrigins: string[];
}

/** True when the client reached us over HTTPS (directly or through a TLS-terminating proxy). */
export function isHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Content-Security-Policy: our own origin plus the remotes, nothing else. */
export function contentSecurityPolicy(req: IncomingMessage, options: SecurityHeaderOptions): string {
  const remotes = options.remoteOrigins.join(' ');
  const host = req.headers.host;
  // 'self' covers ws(s) of our origin in CSP Level 3 browsers; older ones need it spelled out.
  const ws = host && HOST.test(host) ? ` ${isHttps(req) ? 'wss' : 'ws'}://${host}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self'${ws} ${remotes}`,
    "img-src 'self' data: blob:",
    `style-src 'self' ${remotes} 'unsafe-inline'`,
    `font-src 'self' ${remotes} data:`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers every response carries, whatever serves it. */
export function securityHeaders(
  req: IncomingMessage,
  options: SecurityHeaderOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(req, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (isHttps(req)) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
