import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '../../seo/components/page-header';
import { messages as resourceMessages } from '../../resources/utils/messages';
import { messages } from '../utils/messages';

// The checker's code loads with this page only, not with the site's other pages; face detection
// loads later still, once a photo is chosen (docs/adr/0027).
const PhotoChecker = lazy(() =>
  import('./photo-checker').then((module) => ({ default: module.PhotoChecker })),
);

/** /resources/us-visa-photo-checker: check a photo against the DS-160 rules in the browser. */
export function PhotoCheckerPage() {
  const intl = useIntl();
  return (
    <article className="pub-page">
      <PageHeader
        title={intl.formatMessage(resourceMessages.usVisaPhotoCheckerTitle)}
        lead={intl.formatMessage(resourceMessages.usVisaPhotoCheckerLead)}
        description={intl.formatMessage(messages.metaDescription)}
      />
      <Suspense
        fallback={
          <p className="app-loading" role="status" aria-busy="true">
            {intl.formatMessage(messages.loading)}
          </p>
        }
      >
        <PhotoChecker />
      </Suspense>
    </article>
  );
}
