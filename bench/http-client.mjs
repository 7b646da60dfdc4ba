// A small keep-alive HTTP/1.1 client for the load generators. The benches run on the same two
// cores as the system they measure, so the load generator's own CPU is taken from the system under
// test: node:http spends about 0.12 ms of CPU per request (request and response objects, header
// validation, the agent), this client about half of that. It sends one request at a time per
// connection (no pipelining) and reads every answer in full, as a browser would.
import net from 'node:net';

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** One connection: answers the request in flight. */
class Connection {
  constructor(host, port, localAddress, onFree, onClose) {
    this.socket = net.connect({ host, port, noDelay: true, ...(localAddress ? { localAddress } : {}) });
    this.buffer = Buffer.alloc(0);
    this.head = null;
    this.pending = null;
    this.socket.on('data', (chunk) => this.onData(chunk));
    const fail = (error) => {
      this.closed = true;
      onClose(this);
      if (this.pending) {
        const { reject } = this.pending;
        this.pending = null;
        reject(error ?? new Error('connection closed before the answer'));
      }
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail());
    this.onFree = onFree;
  }

  send(head, body) {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(body.length ? Buffer.concat([head, body]) : head);
    });
  }

  onData(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    if (!this.pending) return;
    // The head is parsed once per answer, however many chunks its body takes.
    this.head ??= parseHead(this.buffer);
    const answer = this.head && parseBody(this.head, this.buffer);
    if (!answer) return;
    this.buffer = this.buffer.subarray(answer.used);
    this.head = null;
    const { resolve } = this.pending;
    this.pending = null;
    if (answer.close) this.socket.destroy();
    else this.onFree(this);
    resolve(answer);
  }
}

/** The status line and headers at the start of `buffer`, or null while more bytes are needed. */
function parseHead(buffer) {
  const end = buffer.indexOf(HEADER_END);
  if (end < 0) return null;
  const lines = buffer.toString('latin1', 0, end).split('\r\n');
  const headers = {};
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    headers[lines[i].slice(0, colon).trim().toLowerCase()] = lines[i].slice(colon + 1).trim();
  }
  return {
    status: Number(lines[0].split(' ')[1]),
    headers,
    start: end + HEADER_END.length,
    close: /\bclose\b/i.test(headers.connection ?? ''),
    chunked: headers['transfer-encoding']?.toLowerCase() === 'chunked',
  };
}

/** The whole answer once its body is in `buffer` (sized or chunked), else null. */
function parseBody(head, buffer) {
  const { status, headers, start, close } = head;
  if (head.chunked) {
    const parts = [];
    let at = start;
    for (;;) {
      const lineEnd = buffer.indexOf(CRLF, at);
      if (lineEnd < 0) return null;
      const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        // The last chunk, then trailers (usually none) up to an empty line.
        const end = buffer.indexOf(HEADER_END, lineEnd);
        if (end < 0) return null;
        return { status, headers, body: Buffer.concat(parts), used: end + HEADER_END.length, close };
      }
      const dataStart = lineEnd + CRLF.length;
      if (buffer.length < dataStart + size + CRLF.length) return null;
      parts.push(buffer.subarray(dataStart, dataStart + size));
      at = dataStart + size + CRLF.length;
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < start + length) return null;
  return { status, headers, body: buffer.subarray(start, start + length), used: start + length, close };
}

const pools = new Map();

/**
 * POSTs `body` (a string) to `url` with `headers`, over a kept-alive connection to its origin, and
 * answers { status, headers, body } (body: a Buffer). `localAddress`: the connection's own address
 * (a client of its own, e.g. 127.10.0.7 on Linux's loopback), with connections kept apart by it.
 */
export async function post(url, headers, body, { localAddress } = {}) {
  const target = new URL(url);
  if (target.protocol !== 'http:') throw new Error(`http-client speaks plain HTTP only: ${url}`);
  const key = `${target.host} ${localAddress ?? ''}`;
  let pool = pools.get(key);
  if (!pool) pools.set(key, (pool = { idle: [] }));
  const payload = Buffer.from(body);
  let head = `POST ${target.pathname}${target.search} HTTP/1.1\r\nhost: ${target.host}\r\ncontent-length: ${payload.length}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  const fresh = () =>
    new Connection(
      target.hostname,
      Number(target.port || 80),
      localAddress,
      (c) => pool.idle.push(c),
      (c) => {
        const at = pool.idle.indexOf(c);
        if (at >= 0) pool.idle.splice(at, 1);
      },
    );
  const request = Buffer.from(`${head}\r\n`, 'latin1');
  const kept = pool.idle.pop();
  if (!kept) return fresh().send(request, payload);
  // A kept connection the server has just closed: once more on a new one.
  return kept.send(request, payload).catch((error) => {
    if (!kept.closed) throw error;
    return fresh().send(request, payload);
  });
}

/** Closes every idle connection (so the process can exit). */
export function closeAll() {
  for (const pool of pools.values()) for (const c of pool.idle.splice(0)) c.socket.destroy();
}
