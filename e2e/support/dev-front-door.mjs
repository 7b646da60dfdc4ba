// Development only: stands in for the gateway's front door so the shell can be tried before the
// gateway exists. Serves the built shell with SPA fallback, GET /remotes.json and the same CSP.
// It is not a production server; `npm start` uses the gateway.
//   node e2e/support/dev-front-door.mjs [--port 4600]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4600' } } });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontends/shell/dist');
const remotes = {
  publicSite: process.env.REMOTE_PUBLIC_SITE_URL ?? 'http://localhost:4201',
  applicantEditor: process.env.REMOTE_APPLICANT_EDITOR_URL ?? 'http://localhost:4202',
  agencyConsole: process.env.REMOTE_AGENCY_CONSOLE_URL ?? 'http://localhost:4203',
  clientIntake: process.env.REMOTE_CLIENT_INTAKE_URL ?? 'http://localhost:4204',
};
const origins = Object.values(remotes).join(' ');
const csp = [
  "default-src 'self'",
  `script-src 'self' ${origins}`,
  `style-src 'self' 'unsafe-inline' ${origins}`,
  `connect-src 'self' ${origins}`,
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
};

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-security-policy', csp);
    if (url.pathname === '/remotes.json') {
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
      return res.end(
        JSON.stringify(
          Object.fromEntries(Object.entries(remotes).map(([k, v]) => [k, `${v}/mf-manifest.json`])),
        ),
      );
    }
    let file = path.join(root, path.normalize(url.pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(root, 'index.html');
    const body = fs.readFileSync(file);
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('content-encoding', 'gzip');
      return res.end(zlib.gzipSync(body));
    }
    res.end(body);
  })
  .listen(Number(values.port), '127.0.0.1', () =>
    console.log(`dev front door on http://localhost:${values.port}`),
  );
