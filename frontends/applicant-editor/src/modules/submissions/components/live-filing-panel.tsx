import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { OpenLiveFilingView, liveViewTexts } from '@portico/ui';
import { liveCountdown, messages } from '../utils/messages';
import { OPEN_LIVE_VIEW } from '../utils/submissions-api';

/**
 * The live view of the robot's browser on the submission page (docs/adr/0042): members watch; the
 * applicant (a personal workspace's own form) signs on CEAC's page in it when the robot stops there.
 */
export function LiveFilingPanel({ submissionId }: { submissionId: string }) {
  const intl = useIntl();
  const t = (descriptor: (typeof messages)[keyof typeof messages]) => intl.formatMessage(descriptor);
  const [openLiveView] = useMutation(OPEN_LIVE_VIEW);
  const open = useCallback(
    async () => (await openLiveView({ variables: { submissionId } })).data!.openLiveView.path,
    [openLiveView, submissionId],
  );
  return (
    <OpenLiveFilingView
      open={open}
      failed={
        <p className="ui-form-error" role="alert">
          {t(messages.liveOpenFailed)}
        </p>
      }
      texts={liveViewTexts((key) => t(messages[key as keyof typeof messages]))}
      signing={{
        title: t(messages.liveTitle),
        lead: t(messages.liveLead),
        boxesTitle: t(messages.liveBoxes),
        fgmcBox: t(messages.liveFgmcBox),
        fgmcStatement: t(messages.signFgmc),
        passportBox: t(messages.livePassportBox),
        captchaBox: t(messages.liveCaptchaBox),
        signBox: t(messages.liveSignBox),
        certification: t(messages.signCertification),
        countdown: (time) => intl.formatMessage(liveCountdown, { time }),
        help: t(messages.liveHelp),
      }}
    />
  );
}
