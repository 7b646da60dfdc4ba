import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  activateDescription: {
    id: 'public-site.seo.activate.description',
    defaultMessage: 'Activate your Portico account with the 6-digit code sent to your e-mail.',
  },
  forgotPasswordDescription: {
    id: 'public-site.seo.forgot-password.description',
    defaultMessage: 'Forgot your Portico password? Get a link by e-mail to choose a new one.',
  },
  loginDescription: {
    id: 'public-site.seo.login.description',
    defaultMessage:
      'Log in to Portico to continue your DS-160, follow its filing on CEAC and manage your workspace.',
  },
  resetPasswordDescription: {
    id: 'public-site.seo.reset-password.description',
    defaultMessage: 'Choose a new password for your Portico account.',
  },
  signupDescription: {
    id: 'public-site.seo.signup.description',
    defaultMessage:
      'Create a free Portico account to prepare your DS-160 in your language, with answers saved as you type.',
  },
});
