// The CEAC simulator: a stand-in for ceac.state.gov for the submission robot's tests.
import { createCeacSim } from './app';

const port = Number(process.env.PORT ?? 4105);
const server = createCeacSim().listen(port, () => {
  console.log(`ceac-sim listening on ${port}`);
});
process.on('SIGTERM', () => server.close());
