// A connection-level (TCP) round-robin balancer for the replica topology (docs/adr/0051): what a
// Kubernetes Service does in front of a Deployment's pods (kube-proxy balances connections, not
// requests). HTTP keep-alive and WebSocket connections stay on the replica they reached; a replica
// that refuses the connection is skipped for the next one. Node built-ins only.
import net from 'node:net';

/**
 * Listens on `port` (127.0.0.1 and ::1 through the wildcard host) and hands each connection to the
 * next of `backends` (ports on 127.0.0.1) in turn. Resolves once listening; `close()` stops it and
 * drops the connections it carries. `counts` says how many connections each backend took.
 */
export function startBalancer({ port, backends, host = '127.0.0.1' }) {
  let next = 0;
  const counts = new Map(backends.map((backend) => [backend, 0]));
  const open = new Set();
  const connectTo = (client, tries) => {
    const backend = backends[next++ % backends.length];
    const upstream = net.connect({ port: backend, host });
    const opened = () => {
      counts.set(backend, counts.get(backend) + 1);
      upstream.off('error', refused);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
      open.add(upstream);
      upstream.once('close', () => open.delete(upstream));
    };
    const refused = () => {
      upstream.destroy();
      if (tries + 1 < backends.length && !client.destroyed) connectTo(client, tries + 1);
      else client.destroy();
    };
    upstream.once('connect', opened);
    upstream.once('error', refused);
  };
  const server = net.createServer({ pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => undefined);
    connectTo(client, 0);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve({
        port: server.address().port,
        counts,
        close: () =>
          new Promise((done) => {
            for (const socket of open) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
