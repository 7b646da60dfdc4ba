import { lazy, Suspense, type ComponentType } from 'react';
import { withMessages } from '@portico/ui';
import { HomeMessagesProvider } from '../modules/marketing/utils/home-messages';
import { MessagesProvider } from '../i18n/messages-provider';
import { HomePage } from '../modules/marketing/components/home-page';
import { NotFoundPage } from '../modules/errors/components/not-found-page';
import { messages as authMessages } from '../modules/auth/utils/messages';
import { withPageMeta } from '../modules/seo/components/with-page-meta';
import { messages as seoMessages } from '../modules/seo/utils/messages';
import '../styles/public.css';

// Every page but the home page and not found loads on demand: the home page's first load carries
// only itself (issue 8: 120 KB of JavaScript with gzip). Meanwhile a quiet loading state shows.
const busy = <p className="app-loading" role="status" aria-busy="true" />;

function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(() => load().then((Page) => ({ default: Page })));
  return function LazyPage() {
    return (
      <Suspense fallback={busy}>
        <Lazy />
      </Suspense>
    );
  };
}

const ActivatePage = lazyPage(() =>
  import('../modules/auth/components/activate-page').then((module) => module.ActivatePage),
);
const AgenciesPage = lazyPage(() =>
  import('../modules/marketing/components/agencies-page').then((module) => module.AgenciesPage),
);
const BlogPage = lazyPage(() =>
  import('../modules/blog/components/blog-page').then((module) => module.BlogPage),
);
const BlogPostPage = lazyPage(() =>
  import('../modules/blog/components/blog-post-page').then((module) => module.BlogPostPage),
);
const LoginPage = lazyPage(() =>
  import('../modules/auth/components/login-page').then((module) => module.LoginPage),
);
const SignupPage = lazyPage(() =>
  import('../modules/auth/components/signup-page').then((module) => module.SignupPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../modules/auth/components/forgot-password-page').then((module) => module.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../modules/auth/components/reset-password-page').then((module) => module.ResetPasswordPage),
);
const OnlineFormPage = lazyPage(() =>
  import('../modules/marketing/components/online-ds-160-form-page').then((module) => module.OnlineFormPage),
);
const PricingPage = lazyPage(() =>
  import('../modules/marketing/components/pricing-page').then((module) => module.PricingPage),
);
const ResourcesPage = lazyPage(() =>
  import('../modules/resources/components/resources-page').then((module) => module.ResourcesPage),
);
const AboutDs160Page = lazyPage(() =>
  import('../modules/resources/components/about-ds-160-page').then((module) => module.AboutDs160Page),
);
const ChecklistPage = lazyPage(() =>
  import('../modules/resources/components/ds-160-checklist-page').then((module) => module.ChecklistPage),
);
const SampleFormPage = lazyPage(() =>
  import('../modules/resources/components/sample-form-page').then((module) => module.SampleFormPage),
);
const PhotoCheckerPage = lazyPage(() =>
  import('../modules/resources/components/us-visa-photo-checker-page').then(
    (module) => module.PhotoCheckerPage,
  ),
);
const SupportUsPage = lazyPage(() =>
  import('../modules/marketing/components/support-us-page').then((module) => module.SupportUsPage),
);

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
  home: withMessages(HomeMessagesProvider, HomePage),
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
