// CPU time of whole process trees, from Linux's /proc (not a bench itself). A server that starts
// children (the robot worker's Chromium, PostgreSQL's backends) is measured with all of them: the
// tree's live processes with their own time, plus the time of the children they have already
// waited for (cutime + cstime), so a Chromium renderer or a PostgreSQL backend that ended between
// two readings still counts. Compare two readings of the same root; elsewhere than Linux: null.
import { readFileSync, readdirSync } from 'node:fs';

/** clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux) */
const TICKS = 100;

/** Every process now: pid → { ppid, own (ms), children (ms of reaped children) }. */
function processTable() {
  const table = new Map();
  let names;
  try {
    names = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), {
        ppid: Number(fields[1]),
        own: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS,
        children: ((Number(fields[13]) + Number(fields[14])) * 1000) / TICKS,
      });
    } catch {
      // the process ended between listing and reading
    }
  }
  return table;
}

/**
 * CPU milliseconds used so far by each root's tree: a Map root pid → ms (null for a root that is
 * not running). A pid that sits in two roots' trees counts in both (give disjoint roots).
 */
export function processTreesCpuMs(rootPids) {
  const table = processTable();
  const result = new Map();
  if (!table) {
    for (const pid of rootPids) result.set(pid, null);
    return result;
  }
  const children = new Map();
  for (const [pid, { ppid }] of table) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  for (const root of rootPids) {
    if (!table.has(root)) {
      result.set(root, null);
      continue;
    }
    let total = 0;
    const stack = [root];
    while (stack.length) {
      const pid = stack.pop();
      const entry = table.get(pid);
      total += entry.own + entry.children;
      stack.push(...(children.get(pid) ?? []));
    }
    result.set(root, total);
  }
  return result;
}
