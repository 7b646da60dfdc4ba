import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { LoadingState } from '../../content/components/load-states';
import { NotFoundPage } from '../../errors/components/not-found-page';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';
import { SAMPLES } from '../utils/samples';

// The questionnaire renderer and its catalogs load with this page only.
const SampleFormView = lazy(() =>
  import('./sample-form-view').then((module) => ({ default: module.SampleFormView })),
);

/** /resources/sample-forms/:sample: a complete example application, read-only; unknown sample → not found. */
export function SampleFormPage() {
  const intl = useIntl();
  const { sample } = useParams();
  const current = SAMPLES.find((item) => item.slug === sample);
  if (!current) return <NotFoundPage />;
  const others = SAMPLES.filter((item) => item !== current);
  return (
    <article className="pub-page">
      <p>
        <Link to="/resources">{intl.formatMessage(messages.documentBack)}</Link>
      </p>
      <PageHeader
        title={intl.formatMessage(messages.sampleFormPageTitle, { name: intl.formatMessage(current.name) })}
        lead={intl.formatMessage(current.profile)}
      >
        <p className="pub-note">{intl.formatMessage(messages.sampleFormFictional)}</p>
      </PageHeader>
      <Suspense fallback={<LoadingState label={intl.formatMessage(messages.documentLoading)} />}>
        <SampleFormView slug={current.slug} />
      </Suspense>
      <section className="pub-section" aria-labelledby="sample-others">
        <h2 id="sample-others">{intl.formatMessage(messages.sampleFormOthers)}</h2>
        <ul>
          {others.map((item) => (
            <li key={item.slug}>
              <Link to={`/resources/sample-forms/${item.slug}`}>{intl.formatMessage(item.name)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
