// Validates Kubernetes manifests against the API's OpenAPI schemas as the kubernetes-models package
// ships them (an ES module, so it runs here rather than inside Jest). Input on stdin: a JSON array of
// manifests. Output on stdout: a JSON array of { name, errors } for each manifest that fails.
import { readFileSync } from 'node:fs';

const manifests = JSON.parse(readFileSync(0, 'utf8'));
const failures = [];
for (const manifest of manifests) {
  const name = `${manifest.kind}/${manifest.metadata?.name}`;
  let Model;
  try {
    // kubernetes-models/<group>/<version>/<Kind> (the core group is plain "v1").
    Model = (await import(`kubernetes-models/${manifest.apiVersion}/${manifest.kind}`))[manifest.kind];
  } catch {
    Model = undefined;
  }
  if (!Model) {
    failures.push({ name, errors: [`no schema for ${manifest.apiVersion} ${manifest.kind}`] });
    continue;
  }
  try {
    new Model(manifest).validate();
  } catch (error) {
    failures.push({ name, errors: [String(error.message)] });
  }
}
process.stdout.write(JSON.stringify(failures));
