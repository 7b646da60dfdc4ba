/**
 * Scrapes a /metrics endpoint and parses Prometheus's text exposition format (version 0.0.4): HELP
 * and TYPE lines declare families; each sample line is a name, optional labels in braces (values
 * quoted, with \\ \" \n escapes), a value and an optional timestamp. Tests read samples, not regex
 * matches. (parse-prometheus-text-format was tried: it drops the labels of labelled histograms.)
 */

export interface Sample {
  /** The sample's own name (a histogram's `_bucket`, `_count`, `_sum` included). */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: string;
  samples: Sample[];
}

export interface Scrape {
  status: number;
  contentType: string;
  families: Map<string, MetricFamily>;
}

const SUFFIXES = ['_bucket', '_count', '_sum', '_created', '_total'];

/** A sample value as Prometheus reads it (Go's ParseFloat: Inf and NaN in any case; prom-client writes `Nan`). */
function parseValue(text: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Infinity;
  if (lower === '-inf') return -Infinity;
  if (lower === 'nan') return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`not a sample value: ${text}`);
  return value;
}

/** Parses one sample line. */
function parseSample(line: string): Sample {
  let at = 0;
  const nameMatch = /^[a-zA-Z_:][a-zA-Z0-9_:]*/.exec(line);
  if (!nameMatch) throw new Error(`not a sample line: ${line}`);
  const name = nameMatch[0];
  at = name.length;
  const labels: Record<string, string> = {};
  if (line[at] === '{') {
    at++;
    while (line[at] !== '}') {
      const labelMatch = /^\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*=\s*"/.exec(line.slice(at));
      if (!labelMatch) throw new Error(`bad label in: ${line}`);
      at += labelMatch[0].length;
      let value = '';
      for (;;) {
        const c = line[at++];
        if (c === undefined) throw new Error(`unterminated label value in: ${line}`);
        if (c === '"') break;
        if (c === '\\') {
          const next = line[at++];
          value += next === 'n' ? '\n' : next;
        } else value += c;
      }
      labels[labelMatch[1]!] = value;
      while (line[at] === ' ') at++;
      if (line[at] === ',') at++;
      while (line[at] === ' ') at++;
    }
    at++;
  }
  const [valueText, timestamp] = line.slice(at).trim().split(/\s+/);
  if (timestamp !== undefined && !/^-?\d+$/.test(timestamp)) throw new Error(`bad timestamp in: ${line}`);
  return { name, labels, value: parseValue(valueText ?? '') };
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) families.set(name, (found = { name, help: '', type: 'untyped', samples: [] }));
    return found;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const [, keyword, name, ...rest] = line.split(/\s+/);
      if (keyword === 'HELP' && name) family(name).help = rest.join(' ');
      else if (keyword === 'TYPE' && name) family(name).type = rest[0] ?? 'untyped';
      continue;
    }
    const sample = parseSample(line);
    const owner =
      [
        sample.name,
        ...SUFFIXES.filter((s) => sample.name.endsWith(s)).map((s) => sample.name.slice(0, -s.length)),
      ].find((candidate) => families.has(candidate)) ?? sample.name;
    family(owner).samples.push(sample);
  }
  return families;
}

export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`scrape of ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    families: parsePrometheusText(text),
  };
}

/**
 * The value of the sample named `name` (a counter's `_total` name, a histogram's `_count`) whose
 * labels include these; 0 when there is none.
 */
export function sampleValue(
  families: Map<string, MetricFamily>,
  name: string,
  labels: Record<string, string> = {},
): number {
  for (const family of families.values())
    for (const sample of family.samples)
      if (sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v))
        return sample.value;
  return 0;
}
