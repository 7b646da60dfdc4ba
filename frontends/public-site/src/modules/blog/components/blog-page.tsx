import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination, pageOf, useLocale } from '@portico/ui';
import * as blog from '../../../../content/blog/index.js';
import type { ContentEntry } from '../../content/utils/content-types';
import { languageOf } from '../../content/utils/content-types';
import { PageHeader } from '../../seo/components/page-header';
import { formatPostDate } from '../utils/post-date';
import { messages } from '../utils/messages';

export const POSTS_PER_PAGE = 10;

/** The blog index: newest first, in the visitor's language where translated, ?page=N per page. */
export function BlogPage({ posts = blog.entries }: { posts?: ContentEntry[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const { pages } = pageOf(0, POSTS_PER_PAGE, posts.length);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : 1;
  const offset = (page - 1) * POSTS_PER_PAGE;
  const shown = posts.slice(offset, offset + POSTS_PER_PAGE);
  return (
    <article className="pub-page">
      <PageHeader
        title={intl.formatMessage(messages.blogTitle)}
        lead={intl.formatMessage(messages.blogLead)}
        description={intl.formatMessage(messages.blogMetaDescription)}
      />
      {posts.length === 0 ? (
        <p>{intl.formatMessage(messages.blogEmpty)}</p>
      ) : (
        <ul className="pub-post-list" aria-label={intl.formatMessage(messages.blogArticles)}>
          {shown.map((post) => {
            const language = languageOf(post, locale);
            const meta = post.languages[language] ?? post.languages.en;
            return (
              <li key={post.slug} className="pub-card">
                <h2 lang={language === locale ? undefined : 'en'}>
                  <Link to={`/blog/${post.slug}`}>{meta.title}</Link>
                </h2>
                {post.date && (
                  <p className="pub-note">
                    {intl.formatMessage(messages.blogPublished, { date: formatPostDate(intl, post.date) })}
                    {language !== locale && ` · ${intl.formatMessage(messages.blogEnglishOnly)}`}
                  </p>
                )}
                <p lang={language === locale ? undefined : 'en'}>{meta.description}</p>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        offset={offset}
        limit={POSTS_PER_PAGE}
        totalCount={posts.length}
        onOffsetChange={(next) => setParams(next === 0 ? {} : { page: String(next / POSTS_PER_PAGE + 1) })}
        label={intl.formatMessage(messages.blogPages)}
        previousLabel={intl.formatMessage(messages.blogPrevious)}
        nextLabel={intl.formatMessage(messages.blogNext)}
        status={intl.formatMessage(messages.blogPageStatus, { page, pages })}
      />
    </article>
  );
}
