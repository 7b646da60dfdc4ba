import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import * as resources from '../../../../content/resources/index.js';
import { ContentHtml } from '../../content/components/content-html';
import { FailedState, LoadingState } from '../../content/components/load-states';
import { useContentDocument } from '../../content/hooks/use-content-document';
import type { ContentCollection } from '../../content/utils/content-types';
import { NotFoundPage } from '../../errors/components/not-found-page';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';

export interface ResourceDocumentPageProps {
  /** The page's folder in content/resources. */
  slug: string;
  /** Actions under the lead (a print button); not printed. */
  actions?: ReactNode;
  collection?: ContentCollection;
}

/** A resource written as Markdown in five languages (content/resources/<slug>/<lang>.md), its own chunk. */
export function ResourceDocumentPage({ slug, actions, collection = resources }: ResourceDocumentPageProps) {
  const intl = useIntl();
  const page = useContentDocument(collection, slug);
  if (page.status === 'missing') return <NotFoundPage />;
  const back = (
    <p className="ui-no-print">
      <Link to="/resources">{intl.formatMessage(messages.documentBack)}</Link>
    </p>
  );
  if (page.status === 'loading') return <LoadingState label={intl.formatMessage(messages.documentLoading)} />;
  if (page.status === 'failed')
    return (
      <article className="pub-page">
        <FailedState
          message={intl.formatMessage(messages.documentFailed)}
          retryLabel={intl.formatMessage(messages.documentRetry)}
          onRetry={page.retry}
        />
        {back}
      </article>
    );
  const { meta, html } = page.document;
  return (
    <article className="pub-page ui-print-area" lang={page.translated ? undefined : 'en'}>
      {back}
      <PageHeader title={meta.title} lead={meta.description}>
        {actions && <div className="ui-no-print">{actions}</div>}
      </PageHeader>
      <ContentHtml html={html} lang={page.language} />
    </article>
  );
}
