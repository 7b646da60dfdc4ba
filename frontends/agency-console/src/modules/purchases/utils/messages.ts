import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  purchasesTitle: { id: 'agency-console.purchases.purchases.title', defaultMessage: 'My purchases' },
  purchasesLead: {
    id: 'agency-console.purchases.purchases.lead',
    defaultMessage: 'The forms and packs bought for this workspace.',
  },
});
