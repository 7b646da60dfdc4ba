import { ConfigError } from '@portico/service-kit';
import { identitySettings, validateIdentityEnv } from './config';

describe('client session limits (CLIENT_SESSION_IDLE_MINUTES, CLIENT_SESSION_MAX_HOURS)', () => {
  it('default to 30 minutes idle and 12 hours at most', () => {
    const settings = identitySettings({});
    expect(settings.clientSessionIdleMinutes).toBe(30);
    expect(settings.clientSessionMaxHours).toBe(12);
    expect(() => validateIdentityEnv({})).not.toThrow();
  });

  it('take whole numbers within their bounds', () => {
    const env = { CLIENT_SESSION_IDLE_MINUTES: '15', CLIENT_SESSION_MAX_HOURS: '8' };
    expect(() => validateIdentityEnv(env)).not.toThrow();
    expect(identitySettings(env)).toMatchObject({ clientSessionIdleMinutes: 15, clientSessionMaxHours: 8 });
    expect(() =>
      validateIdentityEnv({ CLIENT_SESSION_IDLE_MINUTES: '5', CLIENT_SESSION_MAX_HOURS: '168' }),
    ).not.toThrow();
  });

  it.each([
    ['CLIENT_SESSION_IDLE_MINUTES', '4', 'a whole number from 5 to 1440'],
    ['CLIENT_SESSION_IDLE_MINUTES', '1441', 'a whole number from 5 to 1440'],
    ['CLIENT_SESSION_IDLE_MINUTES', '30.5', 'a whole number from 5 to 1440'],
    ['CLIENT_SESSION_IDLE_MINUTES', '', 'a whole number from 5 to 1440'],
    ['CLIENT_SESSION_MAX_HOURS', '0', 'a whole number from 1 to 168'],
    ['CLIENT_SESSION_MAX_HOURS', '169', 'a whole number from 1 to 168'],
    ['CLIENT_SESSION_MAX_HOURS', '12h', 'a whole number from 1 to 168'],
  ])('refuse %s=%j at start-up (%s), naming the variable and not its value', (name, value) => {
    const start = () => validateIdentityEnv({ [name]: value });
    expect(start).toThrow(new ConfigError([name]));
    if (value !== '') expect(start).not.toThrow(value);
  });

  it('refuse an idle limit longer than the whole session', () => {
    expect(() =>
      validateIdentityEnv({ CLIENT_SESSION_IDLE_MINUTES: '90', CLIENT_SESSION_MAX_HOURS: '1' }),
    ).toThrow(new ConfigError(['CLIENT_SESSION_IDLE_MINUTES']));
  });
});
