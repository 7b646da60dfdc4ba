import {
  formWarnings,
  getAnswer,
  getSection,
  isFieldVisible,
  lockedValue,
  type FormAnswers,
  type ScriptMode,
  type SectionAnswers,
  type SectionKey,
} from '@portico/shared-types';
import { Formik, getIn, setIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { messageOf } from '@portico/ui';
import { useFieldPatches, type FieldPatch, type PatchHandler } from '../hooks/use-field-patches';
import { fieldTree, type FieldNode } from '../utils/field-tree';
import { sectionErrors } from '../utils/section-errors';
import { FieldView } from './field-renderer';
import { LiveRegionProvider } from './live-region';
import {
  SectionContext,
  type ConflictChoice,
  type ReviewFlag,
  type SectionContextValue,
  type SectionRules,
} from './section-context';

export interface SectionFormProps {
  /** The DS-160 section to render, from the shared definition. */
  section: SectionKey;
  /** This section's saved answers (the form starts from them; later changes arrive as `conflicts`). */
  answers: SectionAnswers;
  /** Answers of the other sections, for questions that depend on them (birth in Mexico locks travel plans). */
  formAnswers?: FormAnswers;
  /** Autosave: field-level patches, debounced per field and flushed on blur and when the page is hidden. */
  onPatch?: PatchHandler;
  /**
   * Told at once when a typed answer starts waiting for its pause, before `onPatch` sends it (an
   * autosave host marks the answer as being edited, so a change saved elsewhere meanwhile is a conflict).
   */
  onPendingPatch?: (patch: FieldPatch) => void;
  /** Milliseconds of quiet typing before a text answer is sent (default 600). */
  patchDelayMs?: number;
  /** Original client answers by answer path, shown read-only beside the agency's edit. */
  originals?: Readonly<Record<string, unknown>>;
  /**
   * Shows a per-question 'Translate to English' action on text answers (names, addresses, free
   * text) — with `originals`, only on those that have an original.
   */
  onTranslateField?: (path: string) => void;
  /**
   * Which character rules the answers are checked against: 'english' (default, CEAC's English-only
   * rules) or 'native' (the client's originals: names, addresses and free text in any script).
   */
  script?: ScriptMode;
  /**
   * Answers the client changed after the agency edited them, by answer path: a 'flagged for review'
   * marker with who and when, and an action to accept the client's change.
   */
  reviewFlags?: Readonly<Record<string, ReviewFlag>>;
  onAcceptReview?: (path: string) => void;
  /** Keeps the agency's value of a flagged answer (clears the flag). */
  onKeepAgencyValue?: (path: string) => void;
  /** Paths the translation could not handle: marked 'needs a human translation'. */
  needsHumanTranslation?: ReadonlySet<string>;
  /** Answers saved elsewhere that differ from the ones shown, by answer path. */
  conflicts?: Readonly<Record<string, unknown>>;
  onResolveConflict?: (path: string, choice: ConflictChoice) => void;
  /** Shows every current problem, touched or not (e.g. after the host's Next was refused). */
  showAllErrors?: boolean;
  /**
   * Answers saved elsewhere that this page had not touched, by answer path: shown in place as
   * they arrive (a new object each time), without sending them back.
   */
  liveAnswers?: Readonly<Record<string, unknown>>;
  /** Problems the server found with answers it refused (message ids by answer path), shown at once. */
  serverErrors?: Readonly<Record<string, string>>;
  /** Shows the answers as text, with no inputs. */
  readOnly?: boolean;
  /** Rendered under the questions (usually a <SectionNav>). */
  children?: ReactNode;
}

/**
 * Renders one DS-160 section from the shared definition with Formik. `answers` are read when
 * the section opens; moving to another section starts a fresh form.
 */
export function SectionForm(props: SectionFormProps) {
  return <OpenSection key={props.section} {...props} />;
}

function OpenSection(props: SectionFormProps) {
  const { section: sectionKey, answers, readOnly = false } = props;
  const section = getSection(sectionKey);
  const tree = useMemo(() => fieldTree(section), [section]);

  return (
    <LiveRegionProvider>
      <Formik<SectionAnswers>
        initialValues={answers}
        validateOnChange={false}
        validateOnBlur={false}
        onSubmit={() => undefined}
      >
        <SectionBody {...props} tree={tree} readOnly={readOnly} />
      </Formik>
    </LiveRegionProvider>
  );
}

function SectionBody(props: SectionFormProps & { tree: FieldNode[]; readOnly: boolean }) {
  const { section: sectionKey, formAnswers, tree, readOnly, onPatch, patchDelayMs = 600, children } = props;
  const [submitted, setSubmitted] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // After a submit, focus goes to the first question with a problem.
  useEffect(() => {
    if (submitted > 0)
      form.current
        ?.querySelector<HTMLElement>(
          '[aria-invalid="true"]:not([role="radiogroup"]), [role="radiogroup"][aria-invalid="true"] input',
        )
        ?.focus();
  }, [submitted]);
  const showAllErrors = submitted > 0 || props.showAllErrors === true;
  const patches = useFieldPatches(onPatch, patchDelayMs, props.onPendingPatch);
  const { originals, conflicts, onTranslateField, onResolveConflict, liveAnswers, serverErrors } = props;
  const { script = 'english', reviewFlags, onAcceptReview, onKeepAgencyValue, needsHumanTranslation } = props;
  const formik = useFormikContext<SectionAnswers>();
  useLiveAnswers(liveAnswers, serverErrors);

  const rules = useMemo<SectionRules>(() => {
    const all = (values: Record<string, unknown>): FormAnswers => ({
      ...formAnswers,
      [sectionKey]: values as SectionAnswers,
    });
    return {
      visible: (field, indexes, values) => isFieldVisible(sectionKey, field.key, all(values), indexes),
      locked: (field, _indexes, values) => {
        const value = field.lockedWhen ? lockedValue(sectionKey, field.key, all(values)) : null;
        return value === null ? null : { value };
      },
    };
  }, [formAnswers, sectionKey]);

  useLockedAnswers(tree, rules, patches.send, !readOnly);
  // The shared validation runs synchronously on every change; errors show once a question is touched.
  const errors = useMemo(() => {
    let found = sectionErrors(sectionKey, { ...formAnswers, [sectionKey]: formik.values }, script);
    for (const [path, messageId] of Object.entries(serverErrors ?? {}))
      if (getIn(found, path) === undefined) found = setIn(found, path, messageId);
    return found;
  }, [sectionKey, formAnswers, formik.values, serverErrors, script]);

  // Warnings of the shared rules (the passport valid less than six months), whatever was touched.
  const warnings = useMemo(
    () =>
      Object.fromEntries(
        formWarnings({ ...formAnswers, [sectionKey]: formik.values }, { section: sectionKey }).map((w) => [
          w.field,
          w.messageId,
        ]),
      ),
    [sectionKey, formAnswers, formik.values],
  );

  const context: SectionContextValue = {
    sectionKey,
    script,
    rules,
    errors,
    warnings,
    showAllErrors,
    patches,
    readOnly,
    originals,
    conflicts,
    onTranslateField,
    onResolveConflict,
    reviewFlags,
    onAcceptReview,
    onKeepAgencyValue,
    needsHumanTranslation,
  };
  const section = getSection(sectionKey);

  return (
    <SectionContext.Provider value={context}>
      <form
        ref={form}
        className="pq-form"
        noValidate
        aria-labelledby={`pq-${sectionKey}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          patches.flush();
          setSubmitted((count) => count + 1);
        }}
      >
        <h2 id={`pq-${sectionKey}-title`} className="pq-section-title">
          <FormattedMessage {...messageOf(section.titleMessageId)} />
        </h2>
        {tree.map((node) => (
          <FieldView key={node.field.key} node={node} indexes={[]} />
        ))}
        {children}
      </form>
    </SectionContext.Provider>
  );
}

/** Shows answers saved elsewhere in place, and marks answers the server refused as touched. */
function useLiveAnswers(
  liveAnswers: Readonly<Record<string, unknown>> | undefined,
  serverErrors: Readonly<Record<string, string>> | undefined,
) {
  const { setFieldValue, setFieldTouched } = useFormikContext<SectionAnswers>();
  useEffect(() => {
    for (const [path, value] of Object.entries(liveAnswers ?? {}))
      void setFieldValue(path, value ?? undefined, false);
  }, [liveAnswers, setFieldValue]);
  useEffect(() => {
    for (const path of Object.keys(serverErrors ?? {})) void setFieldTouched(path, true, false);
  }, [serverErrors, setFieldTouched]);
}

/** Forces locked top-level answers (birth in Mexico → no specific travel plans) and saves them, unless read-only. */
function useLockedAnswers(
  tree: FieldNode[],
  rules: SectionRules,
  send: SectionContextValue['patches']['send'],
  enabled: boolean,
) {
  const { values, setFieldValue } = useFormikContext<SectionAnswers>();
  useEffect(() => {
    if (!enabled) return;
    const forced = tree
      .map((node) => ({ field: node.field, lock: rules.locked(node.field, [], values) }))
      .filter(({ field, lock }) => lock !== null && getAnswer(values, field.key) !== lock.value);
    for (const { field, lock } of forced) void setFieldValue(field.key, lock!.value);
    if (forced.length > 0) send(forced.map(({ field, lock }) => ({ path: field.key, value: lock!.value })));
  }, [tree, rules, values, setFieldValue, send, enabled]);
}
