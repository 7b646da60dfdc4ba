import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  activateTitle: { id: 'public-site.auth.activate.title', defaultMessage: 'Activate your account' },
  activateLead: {
    id: 'public-site.auth.activate.lead',
    defaultMessage: 'Enter the 6-digit code we sent to your e-mail address.',
  },
  loginTitle: { id: 'public-site.auth.login.title', defaultMessage: 'Log in' },
  loginLead: {
    id: 'public-site.auth.login.lead',
    defaultMessage: 'Log in with your e-mail address and password.',
  },
  signupTitle: { id: 'public-site.auth.signup.title', defaultMessage: 'Create your account' },
  signupLead: {
    id: 'public-site.auth.signup.lead',
    defaultMessage: 'Sign up to start your DS-160 and keep your answers for later applications.',
  },
});
