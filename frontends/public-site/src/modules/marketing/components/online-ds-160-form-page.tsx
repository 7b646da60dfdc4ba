import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../seo/components/page-header';
import { messages } from '../utils/messages';
import { Figures } from './figures';

const HARD = [
  messages.onlineDs160FormHardTimeout,
  messages.onlineDs160FormHardEnglish,
  messages.onlineDs160FormHardOrder,
  messages.onlineDs160FormHardSecurity,
];
const HELPS = [
  messages.onlineDs160FormHelpsSaved,
  messages.onlineDs160FormHelpsLanguage,
  messages.onlineDs160FormHelpsChecks,
  messages.onlineDs160FormHelpsReuse,
  messages.onlineDs160FormHelpsFiling,
];

/** The DS-160 marketing page: what the form is, what makes CEAC hard, and what Portico changes. */
export function OnlineFormPage() {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <article className="pub-page">
      <PageHeader
        title={t(messages.onlineDs160FormTitle)}
        lead={t(messages.onlineDs160FormLead)}
        description={t(messages.onlineDs160FormMetaDescription)}
      >
        <Link className="ui-button" to="/signup">
          {t(messages.onlineDs160FormCta)}
        </Link>
      </PageHeader>
      <section className="pub-section pub-prose" aria-labelledby="ds160-what">
        <h2 id="ds160-what">{t(messages.onlineDs160FormWhatTitle)}</h2>
        <p>{t(messages.onlineDs160FormWhatText)}</p>
      </section>
      <div className="pub-grid">
        <section className="pub-card" aria-labelledby="ds160-hard">
          <h2 id="ds160-hard">{t(messages.onlineDs160FormHardTitle)}</h2>
          <ul>
            {HARD.map((message) => (
              <li key={message.id}>{t(message)}</li>
            ))}
          </ul>
        </section>
        <section className="pub-card" aria-labelledby="ds160-helps">
          <h2 id="ds160-helps">{t(messages.onlineDs160FormHelpsTitle)}</h2>
          <ul>
            {HELPS.map((message) => (
              <li key={message.id}>{t(message)}</li>
            ))}
          </ul>
        </section>
      </div>
      <Figures />
      <section className="pub-section" aria-labelledby="ds160-next">
        <h2 id="ds160-next">{t(messages.onlineDs160FormNextTitle)}</h2>
        <ul>
          <li>
            <Link to="/resources/ds-160-checklist">{t(messages.onlineDs160FormNextChecklist)}</Link>
          </li>
          <li>
            <Link to="/resources/about-ds-160">{t(messages.onlineDs160FormNextAbout)}</Link>
          </li>
          <li>
            <Link to="/resources/us-visa-photo-checker">{t(messages.onlineDs160FormNextPhoto)}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
