import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ClientIntakeAgency } from '../graphql/queries/client-intake';
import { messages } from '../utils/messages';

function websiteHref(website: string): string | null {
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The agency's branding: logo, name and the contacts it chose to show. */
export function AgencyCard({ agency }: { agency: ClientIntakeAgency }) {
  const intl = useIntl();
  const site = agency.website ? websiteHref(agency.website) : null;
  const contacts = [
    agency.email && {
      label: messages.agencyEmail,
      value: <a href={`mailto:${agency.email}`}>{agency.email}</a>,
    },
    agency.phone && {
      label: messages.agencyPhone,
      value: <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>{agency.phone}</a>,
    },
    agency.website && {
      label: messages.agencyWebsite,
      value: site ? (
        <a href={site} target="_blank" rel="noopener noreferrer">
          {agency.website}
        </a>
      ) : (
        agency.website
      ),
    },
    agency.address && { label: messages.agencyAddress, value: agency.address },
  ].filter(Boolean) as { label: typeof messages.agencyEmail; value: ReactNode }[];
  return (
    <section className="intake-agency" aria-labelledby="intake-agency-name" data-testid="agency-card">
      {agency.logoUrl && (
        <img
          className="intake-agency__logo"
          src={agency.logoUrl}
          alt={intl.formatMessage(messages.agencyLogo, { agency: agency.name })}
          width={96}
          height={96}
        />
      )}
      <div>
        <h2 id="intake-agency-name" className="intake-agency__name">
          {agency.name}
        </h2>
        {contacts.length > 0 && (
          <dl className="intake-agency__contacts" aria-label={intl.formatMessage(messages.agencyContacts)}>
            {contacts.map((contact) => (
              <div key={contact.label.id}>
                <dt>{intl.formatMessage(contact.label)}</dt>
                <dd>{contact.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
