import { lazy, Suspense } from 'react';

// The submission status is below the sections and only for submit or view_status links: it loads
// after the page, so a client's first load stays within its budget (ADR 0017, ADR 0021).
const SubmissionStatus = lazy(() =>
  import('./submission-status').then((module) => ({ default: module.SubmissionStatus })),
);

export function LazySubmissionStatus(props: { formId: string; canSign: boolean }) {
  return (
    <Suspense fallback={null}>
      <SubmissionStatus {...props} />
    </Suspense>
  );
}
