import type { ComponentType } from 'react';
import { withMessages } from '@portico/ui';
import { MessagesProvider } from '../i18n/messages-provider';
import { DashboardPage } from '../modules/dashboard/components/dashboard-page';
import { ClientLinksPage } from '../modules/client-links/components/client-links-page';
import { PurchasesPage } from '../modules/purchases/components/purchases-page';
import { SettingsPage } from '../modules/settings/components/settings-page';

/** Exposed as 'agencyConsole/pages': the shell's route table names a key here for each route. */
export const pages: Record<string, ComponentType> = {
  dashboard: withMessages(MessagesProvider, DashboardPage),
  'client-links': withMessages(MessagesProvider, ClientLinksPage),
  purchases: withMessages(MessagesProvider, PurchasesPage),
  settings: withMessages(MessagesProvider, SettingsPage),
};
