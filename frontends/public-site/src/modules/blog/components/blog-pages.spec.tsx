import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGS, hrefs, metaDescription, renderIn } from '../../../testing/render-in-language';
import type { ContentCollection, ContentEntry } from '../../content/utils/content-types';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';

const NEWEST_FIRST = [
  '/blog/after-you-submit-the-ds-160',
  '/blog/before-you-start-the-ds-160',
  '/blog/ds-160-photo-rules',
];
const postLinks = () => hrefs().filter((href) => href.startsWith('/blog/'));
const location = () => screen.getByTestId('location').textContent;

describe('the blog index', () => {
  it('lists the posts newest first with their dates, in English', () => {
    renderIn(<BlogPage />, 'en', '/blog');
    expect(postLinks()).toEqual(NEWEST_FIRST);
    expect(screen.getByRole('link', { name: 'DS-160 photo rules, explained' })).toBeTruthy();
    expect(screen.getByText('Published November 16, 2026')).toBeTruthy();
    expect(document.title).toBe('Blog · Portico');
    expect(metaDescription()).toBe(CATALOGS.en['public-site.blog.blog.meta-description']);
  });

  it('shows translated posts in the visitor language', () => {
    renderIn(<BlogPage />, 'es', '/blog');
    expect(screen.getByRole('link', { name: 'Las reglas de la foto del DS-160, explicadas' })).toBeTruthy();
    expect(screen.queryByText(/En inglés/)).toBeNull();
    expect(document.title).toBe('Blog · Portico');
  });

  it('shows every post in each of the five languages', () => {
    renderIn(<BlogPage />, 'ru', '/blog');
    expect(
      screen.getByRole('link', { name: 'Требования к фото для DS-160 — простыми словами' }),
    ).toBeTruthy();
    expect(screen.queryByText(/На английском/)).toBeNull();
  });

  it('falls back to English, marked as such, where a post is not translated', () => {
    const posts: ContentEntry[] = [
      {
        slug: 'only-english',
        date: '2026-01-01',
        languages: { en: { title: 'Only in English', description: 'Not translated yet.' } },
      },
    ];
    renderIn(<BlogPage posts={posts} />, 'ru', '/blog');
    const title = screen.getByRole('link', { name: 'Only in English' });
    expect(title.closest('h2')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/На английском/)).toBeTruthy();
  });

  it('pages through a long list with ?page=N', async () => {
    const posts: ContentEntry[] = Array.from({ length: 23 }, (_, index) => ({
      slug: `post-${index + 1}`,
      date: '2026-01-01',
      languages: { en: { title: `Post ${index + 1}`, description: 'About it.' } },
    }));
    renderIn(<BlogPage posts={posts} />, 'en', '/blog');
    expect(postLinks()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Older articles' })));
    expect(location()).toBe('/blog?page=2');
    expect(postLinks()[0]).toBe('/blog/post-11');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Older articles' })));
    expect(postLinks()).toEqual(['/blog/post-21', '/blog/post-22', '/blog/post-23']);
    expect(screen.getByRole('button', { name: 'Older articles' })).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Newer articles' })));
    expect(location()).toBe('/blog?page=2');
  });

  it('an out-of-range page shows the first one', () => {
    renderIn(<BlogPage />, 'en', '/blog?page=99');
    expect(postLinks()).toEqual(NEWEST_FIRST);
  });

  it('says when there is nothing to read', () => {
    renderIn(<BlogPage posts={[]} />, 'en', '/blog');
    expect(screen.getByText('No articles yet.')).toBeTruthy();
  });
});

describe('a blog post', () => {
  const open = (language: string, slug: string, collection?: ContentCollection) =>
    renderIn(<BlogPostPage collection={collection} />, language, `/blog/${slug}`, '/blog/:slug');

  it('shows the article built from Markdown, with its own title and description', async () => {
    open('en', 'ds-160-photo-rules');
    expect(screen.getByText('Loading the article…').getAttribute('role')).toBe('status');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('DS-160 photo rules, explained');
    expect(screen.getByRole('heading', { level: 2, name: 'The file' })).toBeTruthy();
    expect(screen.getByText('Published November 2, 2026')).toBeTruthy();
    expect(document.title).toBe('DS-160 photo rules, explained · Portico');
    expect(metaDescription()).toMatch(/^The digital photo the DS-160 accepts/);
    expect(screen.queryByText(/not available in your language/)).toBeNull();
  });

  it('is in Spanish for a Spanish visitor', async () => {
    open('es', 'before-you-start-the-ds-160');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Qué preparar antes de empezar el DS-160',
    );
    expect(document.title).toBe('Qué preparar antes de empezar el DS-160 · Portico');
  });

  it('is in English with a note in the visitor language when it is not translated', async () => {
    const collection: ContentCollection = {
      entries: [
        {
          slug: 'only-english',
          date: '2026-01-01',
          languages: { en: { title: 'Only English', description: 'D.' } },
        },
      ],
      load: (slug, language) =>
        language === 'en'
          ? Promise.resolve({ meta: { title: 'Only English', description: 'D.' }, html: '<p>B</p>' })
          : undefined,
    };
    open('vi', 'only-english', collection);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Only English');
    expect(heading.closest('article')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText(CATALOGS.vi['public-site.blog.blog-post.not-translated'])).toBeTruthy();
  });

  it('is in the visitor language when translated (all five)', async () => {
    open('vi', 'after-you-submit-the-ds-160');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Sau khi nộp: trang xác nhận và buổi phỏng vấn',
    );
    expect(screen.queryByText(CATALOGS.vi['public-site.blog.blog-post.not-translated'])).toBeNull();
  });

  it('a link to another page of the site moves within the app', async () => {
    open('en', 'ds-160-photo-rules');
    const link = await screen.findByRole('link', { name: 'US visa photo checker' });
    await act(async () => fireEvent.click(link));
    expect(location()).toBe('/resources/us-visa-photo-checker');
  });

  it('an unknown slug is not found, with links home and to login', () => {
    open('en', 'no-such-post');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(hrefs()).toEqual(['/', '/login']);
  });

  it('says so when the article cannot be loaded, and tries again', async () => {
    let fail = true;
    const collection: ContentCollection = {
      entries: [
        { slug: 'flaky', date: '2026-01-01', languages: { en: { title: 'Flaky', description: 'D.' } } },
      ],
      load: () =>
        fail
          ? Promise.reject(new Error('ChunkLoadError'))
          : Promise.resolve({ meta: { title: 'Flaky', description: 'D.' }, html: '<p>Body</p>' }),
    };
    open('en', 'flaky', collection);
    expect(await screen.findByText(/The article could not be loaded/)).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(screen.getByText('Body')).toBeTruthy());
  });
});
