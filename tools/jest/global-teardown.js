module.exports = async function globalTeardown() {
  const pg = globalThis.__PORTICO_TEST_PG__;
  if (pg) await pg.stop();
};
