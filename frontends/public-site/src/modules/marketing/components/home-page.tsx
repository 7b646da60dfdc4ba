import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';
import { Figures } from './figures';
import { Steps } from './steps';

const HOW: [MessageDescriptor, MessageDescriptor][] = [
  [messages.homeHowFillTitle, messages.homeHowFillText],
  [messages.homeHowReviewTitle, messages.homeHowReviewText],
  [messages.homeHowFileTitle, messages.homeHowFileText],
  [messages.homeHowConfirmTitle, messages.homeHowConfirmText],
];

/** The front page: what Portico does for applicants and agencies, how, how fast, and where to go next. */
export function HomePage() {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <article className="pub-page">
      <PageHeader
        title={t(messages.homeTitle)}
        lead={t(messages.homeLead)}
        description={t(messages.homeMetaDescription)}
      >
        <ul className="ui-link-list">
          <li>
            <Link className="ui-button" to="/signup">
              {t(messages.homeCtaStart)}
            </Link>
          </li>
          <li>
            <Link className="ui-button ui-button--secondary" to="/pricing">
              {t(messages.homeCtaPricing)}
            </Link>
          </li>
          <li>
            <Link className="ui-button ui-button--secondary" to="/resources/us-visa-photo-checker">
              {t(messages.homeCtaPhoto)}
            </Link>
          </li>
        </ul>
      </PageHeader>
      <ul className="pub-grid" aria-label={t(messages.homeAudiences)}>
        <li className="pub-card">
          <h2>{t(messages.homeApplicantsTitle)}</h2>
          <p>{t(messages.homeApplicantsText)}</p>
          <Link to="/online-ds-160-form">{t(messages.homeApplicantsLink)}</Link>
        </li>
        <li className="pub-card">
          <h2>{t(messages.homeAgenciesTitle)}</h2>
          <p>{t(messages.homeAgenciesText)}</p>
          <Link to="/agencies">{t(messages.homeAgenciesLink)}</Link>
        </li>
      </ul>
      <Steps title={t(messages.homeHowTitle)} steps={HOW} />
      <Figures />
      <section className="pub-section" aria-labelledby="home-pricing">
        <h2 id="home-pricing">{t(messages.homePricingTitle)}</h2>
        <p>{t(messages.homePricingText)}</p>
        <Link className="ui-button" to="/pricing">
          {t(messages.homeCtaPricing)}
        </Link>
      </section>
    </article>
  );
}
