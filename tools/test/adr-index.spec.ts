// docs/adr/README.md, the index of the architecture decision records: every ADR listed once, with
// the title of its heading; every ADR with a status and a date (the template's first lines).
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.resolve(__dirname, '../../docs/adr');
const adrs = fs.readdirSync(DIR).filter((file) => /^\d{4}-[a-z0-9-]+\.md$/.test(file));
const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');

it('lists every ADR once, by its number, linked, with the title of its heading', () => {
  expect(adrs.length).toBeGreaterThan(40);
  const listed = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) *\| (.+?) *\| /gm)];
  expect(listed.map((row) => row[2]).sort()).toEqual([...adrs].sort());
  for (const [, number, file, title] of listed) {
    expect(file.startsWith(number)).toBe(true);
    const heading = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n')[0];
    expect(heading.replace(/^#\s*\d+\.\s*/, '').trim()).toBe(title);
  }
});

it('gives every ADR a status and a date, and numbers them once each', () => {
  const numbers = adrs.map((file) => file.slice(0, 4));
  expect(new Set(numbers).size).toBe(numbers.length);
  for (const file of adrs) {
    const head = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n').slice(0, 8).join('\n');
    expect({
      file,
      status: /^- Status: \S/m.test(head),
      date: /^- Date: \d{4}-\d{2}-\d{2}/m.test(head),
    }).toEqual({
      file,
      status: true,
      date: true,
    });
  }
});
