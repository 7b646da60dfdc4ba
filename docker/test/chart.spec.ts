// The Helm chart as an operator installs it on a fresh namespace (docs/adr/0044).
import {
  containerEnv,
  helmLint,
  podTemplates,
  renderChart,
  schemaFailures,
  secretValues,
  startupChecks,
  REMOTES,
  type Manifest,
} from './helpers';

const SUBGRAPHS = ['identity', 'forms', 'billing', 'submission'];

/** The value sets CI renders: the defaults, a demo, remotes on a CDN, CloudNativePG. */
const VALUE_SETS: Record<string, string[]> = {
  defaults: [],
  demo: ['ci/demo-values.yaml'],
  cdn: ['ci/cdn-values.yaml'],
  cloudnativepg: ['values-cloudnativepg.yaml'],
};

const rendered = Object.fromEntries(
  Object.entries(VALUE_SETS).map(([name, files]) => [name, renderChart(files)]),
);

/** Pod Security Standards, "restricted" profile (v1.30), plus a read-only root file system. */
function restrictedViolations(spec: Manifest): string[] {
  const problems: string[] = [];
  const pod = spec.securityContext ?? {};
  for (const key of ['hostNetwork', 'hostPID', 'hostIPC']) if (spec[key]) problems.push(key);
  const allowedVolumes = [
    'configMap',
    'csi',
    'downwardAPI',
    'emptyDir',
    'ephemeral',
    'persistentVolumeClaim',
    'projected',
    'secret',
  ];
  for (const volume of spec.volumes ?? []) {
    const kinds = Object.keys(volume).filter((k) => k !== 'name');
    if (!kinds.every((k) => allowedVolumes.includes(k))) problems.push(`volume ${volume.name}: ${kinds}`);
  }
  for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
    const sc = container.securityContext ?? {};
    const where = container.name;
    if (sc.privileged) problems.push(`${where}: privileged`);
    if (sc.allowPrivilegeEscalation !== false)
      problems.push(`${where}: allowPrivilegeEscalation is not false`);
    if (!(sc.capabilities?.drop ?? []).includes('ALL'))
      problems.push(`${where}: capabilities not dropped (ALL)`);
    const added = (sc.capabilities?.add ?? []).filter((c: string) => c !== 'NET_BIND_SERVICE');
    if (added.length) problems.push(`${where}: adds ${added}`);
    if ((sc.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${where}: runAsNonRoot`);
    if ((sc.runAsUser ?? pod.runAsUser) === 0) problems.push(`${where}: runAsUser 0`);
    const seccomp = (sc.seccompProfile ?? pod.seccompProfile)?.type;
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost') problems.push(`${where}: seccompProfile`);
    if ((container.ports ?? []).some((p: Manifest) => p.hostPort)) problems.push(`${where}: hostPort`);
    if (sc.readOnlyRootFilesystem !== true) problems.push(`${where}: root file system not read-only`);
  }
  return problems;
}

/** Which pods (by app.kubernetes.io/name) the NetworkPolicies let reach a pod, and whether other namespaces may. */
function allowedSources(
  manifests: Manifest[],
  target: string,
): { pods: Set<string>; otherNamespaces: boolean } {
  const labels: Record<string, string> = {
    'app.kubernetes.io/instance': 'portico',
    'app.kubernetes.io/name': target,
  };
  const selects = (selector: Manifest) =>
    Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const pods = new Set<string>();
  let otherNamespaces = false;
  let isolated = false;
  for (const policy of manifests.filter((m) => m.kind === 'NetworkPolicy')) {
    if (!selects(policy.spec.podSelector) || !(policy.spec.policyTypes ?? []).includes('Ingress')) continue;
    isolated = true;
    for (const rule of policy.spec.ingress ?? []) {
      if (!rule.from) otherNamespaces = true; // from everywhere
      for (const peer of rule.from ?? []) {
        if (peer.namespaceSelector || peer.ipBlock) otherNamespaces = true;
        else pods.add(peer.podSelector.matchLabels['app.kubernetes.io/name']);
      }
    }
  }
  if (!isolated) otherNamespaces = true;
  return { pods, otherNamespaces };
}

describe('the Helm chart', () => {
  it('passes helm lint --strict', () => {
    expect(helmLint()).toContain('0 chart(s) failed');
  });

  it.each(Object.keys(VALUE_SETS))('renders valid Kubernetes manifests with the %s values', (set) => {
    const manifests = rendered[set];
    expect(manifests.length).toBeGreaterThan(20);
    expect(schemaFailures(manifests)).toEqual([]);
  });

  it('the schema check fails on a manifest Kubernetes would refuse', () => {
    const deployment = structuredClone(rendered.defaults.find((m) => m.kind === 'Deployment')!);
    deployment.spec.replicas = 'two';
    delete deployment.spec.selector;
    const failures = schemaFailures([
      deployment,
      { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } },
    ]);
    expect(failures).toHaveLength(2);
    expect(failures[0].errors.join()).toMatch(/replicas must be integer|selector/);
    expect(failures[1].errors.join()).toMatch(/no schema/);
  });

  it.each(Object.keys(VALUE_SETS))('deploys every part with the %s values', (set) => {
    const manifests = rendered[set];
    const deployments = manifests.filter((m) => m.kind === 'Deployment').map((m) => m.metadata.name);
    const expected = ['gateway', ...SUBGRAPHS, 'robot-worker'];
    if (set !== 'cdn') expected.push(...REMOTES);
    expect(deployments).toEqual(expect.arrayContaining(expected.map((name) => `portico-${name}`)));
    for (const name of deployments) {
      expect(
        manifests.filter((m) => m.kind === 'PodDisruptionBudget' && m.metadata.name === name),
      ).toHaveLength(1);
      expect(manifests.filter((m) => m.kind === 'Service' && m.metadata.name === name)).toHaveLength(1);
    }
  });

  it('scales the gateway and subgraphs on CPU and the robot workers on queue depth', () => {
    const hpas = rendered.defaults.filter((m) => m.kind === 'HorizontalPodAutoscaler');
    const byTarget = Object.fromEntries(hpas.map((h) => [h.spec.scaleTargetRef.name, h.spec]));
    for (const name of ['gateway', ...SUBGRAPHS])
      expect(byTarget[`portico-${name}`].metrics[0].resource.name).toBe('cpu');
    const robot = byTarget['portico-robot-worker'].metrics[0];
    expect(robot.type).toBe('External');
    expect(robot.external.metric.name).toBe('portico_submission_queue_depth');
    // A Deployment an HPA scales leaves replicas to it.
    for (const deployment of rendered.defaults.filter((m) => m.kind === 'Deployment'))
      if (byTarget[deployment.metadata.name]) expect(deployment.spec.replicas).toBeUndefined();
  });

  it.each(Object.keys(VALUE_SETS))(
    'runs every pod under Pod Security "restricted" with the %s values',
    (set) => {
      for (const { name, spec } of podTemplates(rendered[set])) {
        expect({ name, problems: restrictedViolations(spec) }).toEqual({ name, problems: [] });
        expect(spec.automountServiceAccountToken).toBe(false);
      }
    },
  );

  it('the restricted check finds a pod that breaks the profile', () => {
    const spec = structuredClone(podTemplates(rendered.defaults)[0].spec);
    spec.containers[0].securityContext.allowPrivilegeEscalation = true;
    delete spec.containers[0].securityContext.seccompProfile;
    delete spec.securityContext.seccompProfile;
    spec.volumes.push({ name: 'host', hostPath: { path: '/' } });
    expect(restrictedViolations(spec)).toHaveLength(3);
  });

  it('gives every long-running container probes and every container requests and limits', () => {
    for (const { owner, spec } of podTemplates(rendered.defaults)) {
      for (const container of spec.containers) {
        expect(container.resources.requests).toEqual(
          expect.objectContaining({ cpu: expect.anything(), memory: expect.anything() }),
        );
        expect(container.resources.limits).toEqual(expect.objectContaining({ memory: expect.anything() }));
        if (owner.kind === 'Deployment') {
          expect(container.readinessProbe.httpGet.port).toBe('http');
          expect(container.livenessProbe.httpGet.path).toBe('/livez');
        }
      }
    }
  });

  it.each(Object.keys(VALUE_SETS))('holds the signing key in the gateway only (%s values)', (set) => {
    for (const { name, spec } of podTemplates(rendered[set])) {
      const names = spec.containers.flatMap((c: Manifest) => (c.env ?? []).map((e: Manifest) => e.name));
      const secretsUsed = spec.containers.flatMap((c: Manifest) => [
        ...(c.env ?? []).map((e: Manifest) => e.valueFrom?.secretKeyRef?.name).filter(Boolean),
        ...(c.envFrom ?? []).map((e: Manifest) => e.secretRef?.name).filter(Boolean),
      ]);
      if (name === 'gateway') expect(names).toContain('ACTOR_PRIVATE_KEY');
      else {
        expect(names).not.toContain('ACTOR_PRIVATE_KEY');
        expect(secretsUsed).not.toContain('portico-gateway-signing-key');
      }
    }
    for (const map of rendered[set].filter((m) => m.kind === 'ConfigMap'))
      expect(Object.keys(map.data)).not.toEqual(expect.arrayContaining(['ACTOR_PRIVATE_KEY']));
  });

  it.each(Object.keys(VALUE_SETS))(
    "passes every deployable's start-up configuration check with the environment the chart gives it (%s values)",
    (set) => {
      const manifests = rendered[set];
      const secrets = secretValues();
      const checked: string[] = [];
      for (const { name, spec } of podTemplates(manifests)) {
        const container = spec.containers[0];
        const env = containerEnv(container, manifests, secrets);
        if (REMOTES.includes(name)) continue; // a static server: its port is on its command line
        const check = startupChecks[name];
        expect(check).toBeDefined();
        const port = check(env);
        if (port !== undefined)
          expect({ name, port }).toEqual({ name, port: container.ports[0].containerPort });
        checked.push(name);
      }
      expect(checked).toEqual(expect.arrayContaining(['gateway', ...SUBGRAPHS, 'robot-worker', 'migrate']));
    },
  );

  it.each([
    ['identity', 'SMTP_URL'],
    ['identity', 'FORMS_URL'],
    ['forms', 'ANSWERS_ENCRYPTION_KEY'],
    ['billing', 'STRIPE_WEBHOOK_SECRET'],
    ['billing', 'SMTP_URL'],
    ['submission', 'BILLING_URL'],
    ['robot-worker', 'DATABASE_URL'],
    ['gateway', 'ACTOR_PRIVATE_KEY'],
    ['gateway', 'REMOTE_CLIENT_INTAKE_URL'],
    ['migrate', 'DATABASE_URL'],
  ])('the check refuses %s without %s', (name, variable) => {
    const manifests = rendered.defaults;
    const { spec } = podTemplates(manifests).find((p) => p.name === name)!;
    const env = containerEnv(spec.containers[0], manifests, secretValues());
    expect(env[variable]).toBeDefined();
    delete env[variable];
    expect(() => startupChecks[name](env)).toThrow(variable);
  });

  it('migrates before anything else starts, reading only what exists by then', () => {
    for (const manifests of Object.values(rendered)) {
      const hooks = manifests.filter((m) => m.metadata.annotations?.['helm.sh/hook']);
      const job = manifests.find((m) => m.kind === 'Job')!;
      expect(job.metadata.annotations['helm.sh/hook']).toBe('pre-install,pre-upgrade');
      const weight = (m: Manifest) => Number(m.metadata.annotations['helm.sh/hook-weight'] ?? 0);
      for (const container of job.spec.template.spec.containers)
        for (const source of container.envFrom ?? []) {
          const map = hooks.find(
            (m) => m.kind === 'ConfigMap' && m.metadata.name === source.configMapRef?.name,
          );
          // Not one of the chart's ordinary resources (those are created after the hooks).
          expect(map).toBeDefined();
          expect(map!.metadata.annotations['helm.sh/hook']).toContain('pre-install');
          expect(weight(map!)).toBeLessThan(weight(job));
        }
      expect(job.spec.template.spec.containers[0].image).toMatch(/\/migrate:/);
    }
  });

  it.each(['defaults', 'demo'])(
    'lets only the gateway (and the peers that call /internal routes) reach a subgraph (%s)',
    (set) => {
      const manifests = rendered[set];
      const expected: Record<string, string[]> = {
        identity: ['gateway', 'submission'],
        forms: ['gateway', 'identity', 'submission'],
        billing: ['gateway', 'robot-worker', 'submission'],
        submission: ['gateway'],
      };
      for (const [subgraph, peers] of Object.entries(expected)) {
        const sources = allowedSources(manifests, subgraph);
        expect({ subgraph, otherNamespaces: sources.otherNamespaces }).toEqual({
          subgraph,
          otherNamespaces: false,
        });
        expect([...sources.pods].sort()).toEqual(peers);
      }
      // The remotes and the robot worker are reached by nobody but the ingress controller / probes.
      for (const name of REMOTES) expect(allowedSources(manifests, name).pods.size).toBe(0);
    },
  );

  it('routes the gateway (with graphql-ws) and each served remote through the Ingress', () => {
    const ingress = rendered.defaults.find((m) => m.kind === 'Ingress')!;
    const backends = ingress.spec.rules.map((r: Manifest) => r.http.paths[0].backend.service.name);
    expect(backends).toEqual(
      expect.arrayContaining(['portico-gateway', ...REMOTES.map((r) => `portico-${r}`)]),
    );
    expect(
      Number(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThanOrEqual(3600);
    const config = rendered.defaults.find((m) => m.metadata.name === 'portico-config')!;
    expect(config.data.REMOTE_PUBLIC_SITE_URL).toBe('https://public-site.portico.example.com');
    const cdn = rendered.cdn.find((m) => m.metadata.name === 'portico-config')!;
    expect(cdn.data.REMOTE_PUBLIC_SITE_URL).toBe('https://cdn.example.net/portico/public-site');
  });

  it("reads DATABASE_URL from CloudNativePG's application Secret with its values example", () => {
    for (const { spec } of podTemplates(rendered.cloudnativepg)) {
      const db = spec.containers[0].env?.find((e: Manifest) => e.name === 'DATABASE_URL');
      if (db) expect(db.valueFrom.secretKeyRef).toEqual({ name: 'portico-db-app', key: 'uri' });
    }
  });
});
