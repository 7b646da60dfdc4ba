// No module imports itself through others (issue 20): a cycle makes the order of module start-up
// decide what is undefined, and hides which room a change belongs in. madge reads every TypeScript
// module of the services, the gateway, shared-types and the frontends; type-only imports and lazy
// `import()`s (a chunk loaded later, on purpose) are not edges.
import path from 'node:path';
import madge from 'madge';

const ROOT = path.resolve(__dirname, '../..');

it('finds no import cycle in the code that runs', async () => {
  const graph = await madge(
    ['gateway/src', 'services', 'shared-types/src', 'frontends'].map((dir) => path.join(ROOT, dir)),
    {
      baseDir: ROOT,
      fileExtensions: ['ts', 'tsx'],
      excludeRegExp: [/\.spec\.tsx?$/, /node_modules/, /\/dist\//, /\/test\//],
      detectiveOptions: {
        ts: { skipTypeImports: true, skipAsyncImports: true },
        tsx: { skipTypeImports: true, skipAsyncImports: true },
      },
    },
  );
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(500);
  expect(graph.circular()).toEqual([]);
}, 120_000);
