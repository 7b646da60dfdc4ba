import { ResourceDocumentPage } from './resource-document-page';

/** /resources/about-ds-160: what the DS-160 is, and the FAQ (content/resources/about-ds-160). */
export function AboutDs160Page() {
  return <ResourceDocumentPage slug="about-ds-160" />;
}
