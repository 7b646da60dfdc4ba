// The embedded default for e-mail: an SMTP server that keeps what it receives, and a
// development-only mailbox page (HTML for people, JSON for tests). Never used when SMTP_URL is set.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const MAX_MESSAGES = 500;

function escapeHtml(text) {
  return String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

export async function startMailCatcher({ smtpPort = 2525, httpPort = 4106, host = '127.0.0.1' } = {}) {
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Portico mail catcher',
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.unshift({
            id: String(nextId++),
            receivedAt: new Date().toISOString(),
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries([...mail.headers].map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
          });
          messages.length = Math.min(messages.length, MAX_MESSAGES);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });

  const page = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mailbox');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (url.pathname === '/livez') return res.writeHead(200).end('ok');
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return res.writeHead(204).end();
    }
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify({ messages: list }));
    }
    const one = url.pathname.match(/^\/messages\/(\d+)$/);
    if (one) {
      const message = messages.find((m) => m.id === one[1]);
      if (!message) return res.writeHead(404).end('Not found');
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'; img-src data: https:; style-src 'unsafe-inline'",
      });
      return res.end(message.html || `<pre>${escapeHtml(message.text)}</pre>`);
    }
    if (url.pathname === '/') {
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to.join(', '))}</td>` +
            `<td><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico mailbox (development)</title></head>` +
          `<body><h1>Portico mailbox (development only)</h1><p>${messages.length} message(s)</p>` +
          `<table><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
      );
    }
    res.writeHead(404).end('Not found');
  });
  await new Promise((resolve, reject) => {
    page.once('error', reject);
    page.listen(httpPort, host, resolve);
  });

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    mailboxUrl: `http://localhost:${httpPort}`,
    close: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => page.close(r))]),
  };
}
