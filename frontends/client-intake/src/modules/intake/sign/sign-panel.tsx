import { useCallback, useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { OpenLiveFilingView, liveViewTexts } from '@portico/ui';
import { useApiMutation } from '../api/use-api';
import { openLiveView, type OpenLiveViewData } from '../graphql/queries/client-submission';
import { OwnCatalog, type OwnCatalogs } from '../components/own-catalog';
import { liveCountdown, signMessages as m } from './sign-messages';

const NO_REFETCH: never[] = [];

/**
 * The live view of the robot's browser on the client's link (docs/adr/0042): a link with
 * view_status watches; a link with submit is the applicant, who signs on CEAC's own page in it.
 * Loaded only while a filing is under way.
 */
function LivePanel({ submissionId }: { submissionId: string }) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const operation = useMemo(() => openLiveView(submissionId), [submissionId]);
  const { mutate } = useApiMutation<OpenLiveViewData>(operation, NO_REFETCH);
  const open = useCallback(async () => (await mutate()).openLiveView.path, [mutate]);
  return (
    <div data-testid="intake-sign-panel">
      <OpenLiveFilingView
        open={open}
        failed={
          <p className="ui-error" role="alert">
            {t(m.liveOpenFailed)}
          </p>
        }
        texts={liveViewTexts((key) => t(m[key as keyof typeof m]))}
        signing={{
          title: t(m.liveTitle),
          lead: `${t(m.signLead)} ${t(m.liveLead)}`,
          boxesTitle: t(m.liveBoxes),
          fgmcBox: t(m.liveFgmcBox),
          fgmcStatement: t(m.signFgmc),
          passportBox: t(m.livePassportBox),
          captchaBox: t(m.liveCaptchaBox),
          signBox: t(m.liveSignBox),
          certification: t(m.signCertification),
          countdown: (time) => intl.formatMessage(liveCountdown, { time }),
          help: t(m.liveHelp),
        }}
      />
    </div>
  );
}

// The panel's catalog, one small file per language, fetched with the panel (not on the first load).
const catalogs: OwnCatalogs = {
  en: () => import(/* webpackChunkName: "intake-sign-en" */ './i18n/en.json'),
  es: () => import(/* webpackChunkName: "intake-sign-es" */ './i18n/es.json'),
  ru: () => import(/* webpackChunkName: "intake-sign-ru" */ './i18n/ru.json'),
  cn: () => import(/* webpackChunkName: "intake-sign-cn" */ './i18n/cn.json'),
  vi: () => import(/* webpackChunkName: "intake-sign-vi" */ './i18n/vi.json'),
};

/** The live view in the page's language, once its catalog has arrived. */
export function SignPanel(props: { submissionId: string }) {
  return (
    <OwnCatalog catalogs={catalogs}>
      <LivePanel {...props} />
    </OwnCatalog>
  );
}
