import { useIntl } from 'react-intl';
import { PlaceholderPage } from '@portico/ui';
import { messages } from '../utils/messages';

export function BlogPostPage() {
  const intl = useIntl();
  return (
    <PlaceholderPage
      title={intl.formatMessage(messages.blogPostTitle)}
      lead={intl.formatMessage(messages.blogPostLead)}
    />
  );
}
