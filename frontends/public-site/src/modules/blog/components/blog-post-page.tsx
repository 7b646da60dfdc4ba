import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import * as blog from '../../../../content/blog/index.js';
import type { ContentCollection } from '../../content/utils/content-types';
import { ContentHtml } from '../../content/components/content-html';
import { FailedState, LoadingState } from '../../content/components/load-states';
import { useContentDocument } from '../../content/hooks/use-content-document';
import { NotFoundPage } from '../../errors/components/not-found-page';
import { PageHeader } from '../../seo/components/page-header';
import { formatPostDate } from '../utils/post-date';
import { messages } from '../utils/messages';

/** One post (its own chunk), in the visitor's language or else in English with a note; 404 for an unknown slug. */
export function BlogPostPage({ collection = blog }: { collection?: ContentCollection }) {
  const intl = useIntl();
  const { slug } = useParams();
  const post = useContentDocument(collection, slug);
  if (post.status === 'missing') return <NotFoundPage />;
  const back = (
    <p className="ui-no-print">
      <Link to="/blog">{intl.formatMessage(messages.blogPostBack)}</Link>
    </p>
  );
  if (post.status === 'loading') return <LoadingState label={intl.formatMessage(messages.blogPostLoading)} />;
  if (post.status === 'failed')
    return (
      <article className="pub-page">
        <FailedState
          message={intl.formatMessage(messages.blogPostFailed)}
          retryLabel={intl.formatMessage(messages.blogPostRetry)}
          onRetry={post.retry}
        />
        {back}
      </article>
    );
  const { meta, html } = post.document;
  return (
    <article className="pub-page" lang={post.translated ? undefined : 'en'}>
      {back}
      <PageHeader title={meta.title} lead={meta.description}>
        {meta.date && (
          <p className="pub-note">
            {intl.formatMessage(messages.blogPublished, { date: formatPostDate(intl, meta.date) })}
          </p>
        )}
      </PageHeader>
      {!post.translated && (
        <p className="pub-card" lang={intl.locale}>
          {intl.formatMessage(messages.blogPostNotTranslated)}
        </p>
      )}
      <ContentHtml html={html} lang={post.language} />
    </article>
  );
}
