import { lazy, type ComponentType } from 'react';
import { withMessages } from '@portico/ui';
import { MessagesProvider } from '../i18n/messages-provider';
import { HomePage } from '../modules/marketing/components/home-page';
import { NotFoundPage } from '../modules/errors/components/not-found-page';
import { ActivatePage } from '../modules/auth/components/activate-page';
import { AgenciesPage } from '../modules/marketing/components/agencies-page';
import { BlogPage } from '../modules/blog/components/blog-page';
import { BlogPostPage } from '../modules/blog/components/blog-post-page';
import { LoginPage } from '../modules/auth/components/login-page';
import { SignupPage } from '../modules/auth/components/signup-page';
import { ForgotPasswordPage } from '../modules/auth/components/forgot-password-page';
import { ResetPasswordPage } from '../modules/auth/components/reset-password-page';
import { OnlineFormPage } from '../modules/marketing/components/online-ds-160-form-page';
import { PricingPage } from '../modules/marketing/components/pricing-page';
import { ResourcesPage } from '../modules/resources/components/resources-page';
import { AboutDs160Page } from '../modules/resources/components/about-ds-160-page';
import { ChecklistPage } from '../modules/resources/components/ds-160-checklist-page';
import { SampleFormPage } from '../modules/resources/components/sample-form-page';
import { PhotoCheckerPage } from '../modules/resources/components/us-visa-photo-checker-page';
import { SupportUsPage } from '../modules/marketing/components/support-us-page';
import { messages as authMessages } from '../modules/auth/utils/messages';
import { withPageMeta } from '../modules/seo/components/with-page-meta';
import { messages as seoMessages } from '../modules/seo/utils/messages';
import '../styles/public.css';

// The account page talks to the API: it loads on demand, so Apollo Client (which it pulls in) stays
// off the first load of the marketing pages. Its route sits inside the shell's GraphqlBoundary,
// whose Suspense shows the loading state meanwhile.
const AccountPage = lazy(() =>
  import('../modules/account/components/account-page').then((module) => ({ default: module.AccountPage })),
);
const AdminPage = lazy(() =>
  import('../modules/admin/components/admin-page').then((module) => ({ default: module.AdminPage })),
);
// The cart asks billing for live figures through Apollo: on demand too, for the same reason.
const CheckoutPage = lazy(() =>
  import('../modules/checkout/components/checkout-page').then((module) => ({ default: module.CheckoutPage })),
);

/** Exposed as 'publicSite/pages': the shell's route table names a key here for each route. */
export const pages: Record<string, ComponentType> = {
  home: withMessages(MessagesProvider, HomePage),
  'not-found': withMessages(MessagesProvider, NotFoundPage),
  account: withMessages(MessagesProvider, AccountPage),
  activate: withMessages(
    MessagesProvider,
    withPageMeta(ActivatePage, authMessages.activateTitle, seoMessages.activateDescription),
  ),
  admin: withMessages(MessagesProvider, AdminPage),
  agencies: withMessages(MessagesProvider, AgenciesPage),
  blog: withMessages(MessagesProvider, BlogPage),
  'blog-post': withMessages(MessagesProvider, BlogPostPage),
  checkout: withMessages(MessagesProvider, CheckoutPage),
  login: withMessages(
    MessagesProvider,
    withPageMeta(LoginPage, authMessages.loginTitle, seoMessages.loginDescription),
  ),
  signup: withMessages(
    MessagesProvider,
    withPageMeta(SignupPage, authMessages.signupTitle, seoMessages.signupDescription),
  ),
  'forgot-password': withMessages(
    MessagesProvider,
    withPageMeta(ForgotPasswordPage, authMessages.forgotTitle, seoMessages.forgotPasswordDescription),
  ),
  'reset-password': withMessages(
    MessagesProvider,
    withPageMeta(ResetPasswordPage, authMessages.resetTitle, seoMessages.resetPasswordDescription),
  ),
  'online-ds-160-form': withMessages(MessagesProvider, OnlineFormPage),
  pricing: withMessages(MessagesProvider, PricingPage),
  resources: withMessages(MessagesProvider, ResourcesPage),
  'about-ds-160': withMessages(MessagesProvider, AboutDs160Page),
  'ds-160-checklist': withMessages(MessagesProvider, ChecklistPage),
  'sample-form': withMessages(MessagesProvider, SampleFormPage),
  'us-visa-photo-checker': withMessages(MessagesProvider, PhotoCheckerPage),
  'support-us': withMessages(MessagesProvider, SupportUsPage),
};
