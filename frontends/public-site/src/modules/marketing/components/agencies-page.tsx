import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';
import { Steps } from './steps';

const FEATURES: [MessageDescriptor, MessageDescriptor][] = [
  [messages.agenciesIntakeTitle, messages.agenciesIntakeText],
  [messages.agenciesReviewTitle, messages.agenciesReviewText],
  [messages.agenciesTranslationTitle, messages.agenciesTranslationText],
  [messages.agenciesKanbanTitle, messages.agenciesKanbanText],
  [messages.agenciesBrandingTitle, messages.agenciesBrandingText],
  [messages.agenciesRolesTitle, messages.agenciesRolesText],
  [messages.agenciesApiTitle, messages.agenciesApiText],
];

const HOW: [MessageDescriptor, MessageDescriptor][] = [
  [messages.agenciesHowLinkTitle, messages.agenciesHowLinkText],
  [messages.agenciesHowClientTitle, messages.agenciesHowClientText],
  [messages.agenciesHowReviewTitle, messages.agenciesHowReviewText],
  [messages.agenciesHowFileTitle, messages.agenciesHowFileText],
];

/** The agency landing: what a business workspace offers and how a client's form travels. */
export function AgenciesPage() {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <article className="pub-page">
      <PageHeader
        title={t(messages.agenciesTitle)}
        lead={t(messages.agenciesLead)}
        description={t(messages.agenciesMetaDescription)}
      >
        <ul className="ui-link-list">
          <li>
            <Link className="ui-button" to="/signup">
              {t(messages.agenciesCtaSignup)}
            </Link>
          </li>
          <li>
            <Link className="ui-button ui-button--secondary" to="/pricing">
              {t(messages.agenciesCtaPricing)}
            </Link>
          </li>
        </ul>
      </PageHeader>
      <section className="pub-section" aria-labelledby="agency-features">
        <h2 id="agency-features">{t(messages.agenciesFeaturesTitle)}</h2>
        <ul className="pub-grid">
          {FEATURES.map(([title, text]) => (
            <li key={title.id} className="pub-card">
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Steps title={t(messages.agenciesHowTitle)} steps={HOW} />
    </article>
  );
}
