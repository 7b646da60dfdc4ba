import { useState, type ReactNode } from 'react';

/**
 * "Sign on CEAC yourself" (issue 18 item 4, docs/adr/0045): the fallback without the live view. The
 * texts come from each app's catalog (the keys below, in the reader's language); the panels only lay
 * them out and run the app's mutation.
 */
export const SELF_SIGN_TEXT_KEYS = [
  'offerTitle',
  'offerText',
  'offerButton',
  'failed',
  'title',
  'lead',
  'applicationId',
  'securityQuestion',
  'securityAnswer',
  'surname',
  'birthYear',
  'openCeac',
  'stepsTitle',
  'step1',
  'step2',
  'step3',
  'step4',
  'step5',
  'step6',
  'step7',
  'step8',
  'step9',
  'step10',
  'confirm',
  'notSignedYet',
  'watching',
] as const;
export type SelfSignTextKey = (typeof SELF_SIGN_TEXT_KEYS)[number];
export type SelfSignTexts = Record<SelfSignTextKey, string>;

/** What CEAC's retrieval asks, as the submission's `selfSignature` answers it (the applicant only). */
export interface SelfSignFacts {
  applicationId: string;
  /** CEAC's ddlQuestions value ('1'..'20'). */
  securityQuestion: string;
  /** CEAC's English for the question where it is attested, else null. */
  securityQuestionText: string | null;
  securityAnswer: string;
  surnameLetters: string;
  birthYear: string;
  startPageUrl: string;
}

/**
 * The texts from the app's catalog: `format(key, values)` formats one message; the steps that name a
 * value get the applicant's own (`facts`).
 */
export function selfSignTexts(
  format: (key: SelfSignTextKey, values?: Record<string, string>) => string,
  facts: SelfSignFacts | null,
): SelfSignTexts {
  const values: Record<string, string> = facts
    ? {
        applicationId: facts.applicationId,
        surname: facts.surnameLetters,
        birthYear: facts.birthYear,
        answer: facts.securityAnswer,
      }
    : { applicationId: '', surname: '', birthYear: '', answer: '' };
  return Object.fromEntries(SELF_SIGN_TEXT_KEYS.map((key) => [key, format(key, values)])) as SelfSignTexts;
}

function useAction(run: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const act = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await run();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, act };
}

/** While CEAC's sign page waits for the applicant: the choice to sign on CEAC in their own browser. */
export function SelfSignOffer({
  texts,
  onChoose,
}: {
  texts: SelfSignTexts;
  onChoose: () => Promise<unknown>;
}) {
  const { busy, failed, act } = useAction(onChoose);
  return (
    <section className="ui-section" aria-labelledby="self-sign-offer-title" data-testid="self-sign-offer">
      <h2 id="self-sign-offer-title">{texts.offerTitle}</h2>
      <p>{texts.offerText}</p>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        disabled={busy}
        onClick={() => void act()}
      >
        {texts.offerButton}
      </button>
      {failed && (
        <p className="ui-form-error" role="alert">
          {texts.failed}
        </p>
      )}
    </section>
  );
}

/**
 * While the applicant signs on CEAC themselves: for the applicant, what CEAC asks and how, step by
 * step, and "I have signed on CEAC"; for anyone else (`facts` null), only that the applicant signs.
 */
export function SelfSignPanel({
  texts,
  facts,
  question,
  notSignedYet,
  onConfirm,
}: {
  texts: SelfSignTexts;
  facts: SelfSignFacts | null;
  /** The security question as the reader should see it (CEAC's English, or its number). */
  question: ReactNode;
  /** CEAC showed the application unsigned when Portico last retrieved it. */
  notSignedYet: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { busy, failed, act } = useAction(onConfirm);
  if (!facts)
    return (
      <p data-testid="self-sign-watching" role="status">
        {texts.watching}
      </p>
    );
  const rows: [string, ReactNode, string][] = [
    [texts.applicationId, facts.applicationId, 'application-id'],
    [texts.securityQuestion, question, 'security-question'],
    [texts.securityAnswer, facts.securityAnswer, 'security-answer'],
    [texts.surname, facts.surnameLetters, 'surname'],
    [texts.birthYear, facts.birthYear, 'birth-year'],
  ];
  const steps = [
    texts.step1,
    texts.step2,
    texts.step3,
    texts.step4,
    texts.step5,
    texts.step6,
    texts.step7,
    texts.step8,
    texts.step9,
    texts.step10,
  ];
  return (
    <section className="ui-section" aria-labelledby="self-sign-title" data-testid="self-sign-panel">
      <h2 id="self-sign-title">{texts.title}</h2>
      <p>{texts.lead}</p>
      {notSignedYet && (
        <p className="ui-form-error" role="alert" data-testid="self-sign-not-yet">
          {texts.notSignedYet}
        </p>
      )}
      <dl>
        {rows.map(([label, value, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd>
              <strong data-testid={`self-sign-${id}`}>{value}</strong>
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={facts.startPageUrl} target="_blank" rel="noopener noreferrer">
          {texts.openCeac}
        </a>
      </p>
      <h3>{texts.stepsTitle}</h3>
      <ol data-testid="self-sign-steps">
        {steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      <button type="button" className="ui-button" disabled={busy} onClick={() => void act()}>
        {texts.confirm}
      </button>
      {failed && (
        <p className="ui-form-error" role="alert">
          {texts.failed}
        </p>
      )}
    </section>
  );
}
