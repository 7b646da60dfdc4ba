import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseFrontMatter, renderMarkdown, scanCollection } from '../../../../build/content.js';

function collection(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const post = (title: string, date?: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n${date ? `date: ${date}\n` : ''}---\n\nBody of ${title}.\n`;

describe('content at build time', () => {
  it('reads the front matter, quoted values included', () => {
    expect(
      parseFrontMatter('---\ntitle: "A: b"\ndescription: D\ndate: 2026-01-02\n---\nText', 'x.md'),
    ).toEqual({
      meta: { title: 'A: b', description: 'D', date: '2026-01-02' },
      body: 'Text',
    });
  });

  it('refuses a file without a title or description, or with a malformed date, naming it', () => {
    expect(() => parseFrontMatter('No front matter', 'a.md')).toThrow('a.md: front matter');
    expect(() => parseFrontMatter('---\ntitle: T\n---\n', 'b.md')).toThrow(
      'b.md: front matter has no description',
    );
    expect(() => parseFrontMatter('---\ntitle: T\ndescription: D\ndate: 2 Nov\n---\n', 'c.md')).toThrow(
      'c.md: date must be YYYY-MM-DD',
    );
  });

  it('turns Markdown into HTML, escapes raw HTML, and makes task items labelled checkboxes', () => {
    const { html } = renderMarkdown(
      '---\ntitle: T\ndescription: D\n---\n## Part\n\n<script>alert(1)</script>\n\n- [ ] Passport\n- [x] Photo\n',
      'x.md',
    );
    expect(html).toContain('<h2>Part</h2>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<li><label><input type="checkbox"> <span>Passport</span></label></li>');
    expect(html).toContain('<input type="checkbox" checked>');
  });

  it('lists a collection newest first, with the languages each entry is written in', () => {
    const dir = collection({
      'old/en.md': post('Old', '2025-01-01'),
      'new/en.md': post('New', '2026-01-01'),
      'new/es.md': post('Nuevo', '2026-01-01'),
    });
    expect(
      scanCollection(dir).map((entry: { slug: string; languages: object }) => [
        entry.slug,
        Object.keys(entry.languages),
      ]),
    ).toEqual([
      ['new', ['en', 'es']],
      ['old', ['en']],
    ]);
  });

  it('refuses an entry without English, an unknown language and a bad slug', () => {
    expect(() => scanCollection(collection({ 'a/es.md': post('A') }))).toThrow('en.md is missing');
    expect(() => scanCollection(collection({ 'a/en.md': post('A'), 'a/fr.md': post('A') }))).toThrow(
      'expected <language>.md',
    );
    expect(() => scanCollection(collection({ 'Bad_Slug/en.md': post('A') }))).toThrow('a slug is lower-case');
  });
});

describe('the content in the repository', () => {
  it('every blog post and resource builds, and each post has English and Spanish', () => {
    const content = path.resolve(__dirname, '../../../../content');
    const blog = scanCollection(path.join(content, 'blog'));
    expect(blog.length).toBeGreaterThanOrEqual(3);
    for (const entry of blog)
      expect(Object.keys(entry.languages)).toEqual(expect.arrayContaining(['en', 'es']));
  });
});
