import type { ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { usePageMeta } from '../hooks/use-page-meta';

/**
 * Gives a page that does not set them itself (the account pages) its title and meta description,
 * in the visitor's language. Inside the app's messages provider (see pages/index.tsx).
 */
export function withPageMeta(Page: ComponentType, title: MessageDescriptor, description: MessageDescriptor) {
  function PageWithMeta() {
    const intl = useIntl();
    usePageMeta(intl.formatMessage(title), intl.formatMessage(description));
    return <Page />;
  }
  PageWithMeta.displayName = `withPageMeta(${Page.displayName ?? Page.name})`;
  return PageWithMeta;
}
