import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { messages } from '../utils/messages';
import { ANSWER_CAPTCHA, type SubmissionAction } from '../utils/submissions-api';
import { useRefusalText } from '../hooks/use-filing-text';
import { CaptchaField } from './captcha-field';

/**
 * CEAC's captcha, handed to the person watching: the picture, a text box that takes the focus when
 * the prompt appears (and is announced), and Send, whose answer resumes the robot.
 */
export function CaptchaPrompt({ submissionId, action }: { submissionId: string; action: SubmissionAction }) {
  const intl = useIntl();
  const refusalText = useRefusalText();
  const ids = { input: useId(), error: useId(), title: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [send, { loading }] = useMutation(ANSWER_CAPTCHA);

  // A new captcha (a new picture or attempt) starts empty and takes the focus.
  useEffect(() => {
    setAnswer('');
    setSent(false);
    setProblem(null);
    input.current?.focus();
  }, [action.askedAt, action.attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = answer.trim();
    if (!value) {
      setProblem(intl.formatMessage(messages.captchaRequired));
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await send({ variables: { submissionId, answer: value } });
      setSent(true);
    } catch (caught) {
      setProblem(refusalText(caught, intl.formatMessage(messages.actionFailed)));
      input.current?.focus();
    }
  };

  const shownError = problem ?? (sent ? null : action.error);
  return (
    <section className="ui-section" aria-labelledby={ids.title} data-testid="captcha-prompt">
      <h2 id={ids.title}>{intl.formatMessage(messages.captchaTitle)}</h2>
      <p>{intl.formatMessage(messages.captchaText)}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <CaptchaField
          ref={input}
          action={action}
          id={ids.input}
          errorId={ids.error}
          value={answer}
          error={shownError}
          announceError
          onChange={setAnswer}
        />
        <button type="submit" className="ui-button" disabled={loading || sent}>
          {intl.formatMessage(messages.captchaSend)}
        </button>
        {sent && (
          <p role="status" data-testid="captcha-sent">
            {intl.formatMessage(messages.captchaSent)}
          </p>
        )}
      </form>
    </section>
  );
}
