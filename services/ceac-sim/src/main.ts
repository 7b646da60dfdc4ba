// The CEAC simulator: a stand-in for ceac.state.gov for the submission robot's tests.
import { createCeacSim } from './app';

/** docs/development.md: the simulator listens on PORT, 4105 by default. */
export const DEFAULT_PORT = 4105;

export function portFrom(env: NodeJS.ProcessEnv): number {
  const port = Number(env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return port;
}

export function listenFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return createCeacSim({ testHooks: env.CEAC_SIM_TEST_HOOKS === '1' }).listen(portFrom(env));
}

if (require.main === module) {
  const server = listenFromEnv();
  server.on('listening', () => console.log(`ceac-sim listening on ${portFrom(process.env)}`));
  process.on('SIGTERM', () => server.close());
}
