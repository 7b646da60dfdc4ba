import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';
import { SAMPLES } from '../utils/samples';

const GUIDES: [string, MessageDescriptor, MessageDescriptor][] = [
  ['/resources/about-ds-160', messages.aboutDs160Title, messages.aboutDs160Lead],
  ['/resources/ds-160-checklist', messages.ds160ChecklistTitle, messages.ds160ChecklistLead],
];

/** The resources index: guides, sample forms, the photo checker and the blog. */
export function ResourcesPage() {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <article className="pub-page">
      <PageHeader
        title={t(messages.resourcesTitle)}
        lead={t(messages.resourcesLead)}
        description={t(messages.resourcesMetaDescription)}
      />
      <section className="pub-section" aria-labelledby="resources-guides">
        <h2 id="resources-guides">{t(messages.resourcesGuides)}</h2>
        <ul className="pub-grid">
          {GUIDES.map(([to, title, lead]) => (
            <li key={to} className="pub-card">
              <h3>
                <Link to={to}>{t(title)}</Link>
              </h3>
              <p>{t(lead)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="pub-section" aria-labelledby="resources-samples">
        <h2 id="resources-samples">{t(messages.sampleFormTitle)}</h2>
        <p>{t(messages.sampleFormLead)}</p>
        <ul className="pub-grid">
          {SAMPLES.map((sample) => (
            <li key={sample.slug} className="pub-card">
              <h3>
                <Link to={`/resources/sample-forms/${sample.slug}`}>{t(sample.name)}</Link>
              </h3>
              <p>{t(sample.profile)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="pub-section" aria-labelledby="resources-tools">
        <h2 id="resources-tools">{t(messages.resourcesTools)}</h2>
        <ul className="pub-grid">
          <li className="pub-card">
            <h3>
              <Link to="/resources/us-visa-photo-checker">{t(messages.usVisaPhotoCheckerTitle)}</Link>
            </h3>
            <p>{t(messages.usVisaPhotoCheckerLead)}</p>
          </li>
          <li className="pub-card">
            <h3>
              <Link to="/blog">{t(messages.resourcesBlogTitle)}</Link>
            </h3>
            <p>{t(messages.resourcesBlogText)}</p>
          </li>
        </ul>
      </section>
    </article>
  );
}
