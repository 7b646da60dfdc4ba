import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { LiveFilingView, liveViewTexts } from '@portico/ui';
import { liveCountdown, messages } from '../utils/messages';
import { OPEN_LIVE_VIEW } from '../utils/submissions-api';

/**
 * The live view of the robot's browser on the submission page (docs/adr/0042): members watch; the
 * applicant (a personal workspace's own form) signs on CEAC's page in it when the robot stops there.
 */
export function LiveFilingPanel({ submissionId }: { submissionId: string }) {
  const intl = useIntl();
  const t = (descriptor: (typeof messages)[keyof typeof messages]) => intl.formatMessage(descriptor);
  const [open, { data, error }] = useMutation(OPEN_LIVE_VIEW);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void open({ variables: { submissionId } }).catch(() => undefined);
  }, [open, submissionId, attempt]);
  const reopen = useCallback(() => setAttempt((n) => n + 1), []);
  const path = data?.openLiveView.path;
  if (error && !path)
    return (
      <p className="ui-form-error" role="alert">
        {t(messages.liveOpenFailed)}
      </p>
    );
  if (!path) return null;
  return (
    <LiveFilingView
      key={path}
      path={path}
      reopen={reopen}
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
