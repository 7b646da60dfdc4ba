import { submissionSettings, validateSubmissionEnv } from './config';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('submission settings', () => {
  it('has defaults for npm start and reads the worker settings', () => {
    expect(submissionSettings({})).toMatchObject({
      ceacBaseUrl: 'http://127.0.0.1:4105',
      leaseMs: 15_000,
      concurrency: 4,
      handOffTimeoutMs: 18 * 60_000,
      robotHealthPort: 4107,
    });
    expect(
      submissionSettings({
        CEAC_BASE_URL: 'https://ceac.example/',
        SUBMISSION_LEASE_MS: '3000',
        ROBOT_CONCURRENCY: '2',
        ROBOT_HANDOFF_TIMEOUT_MS: '60000',
      }),
    ).toMatchObject({
      ceacBaseUrl: 'https://ceac.example',
      leaseMs: 3000,
      concurrency: 2,
      handOffTimeoutMs: 60_000,
    });
  });

  it('puts the robot worker health port on ROBOT_HEALTH_PORT, else PORT (one port per container)', () => {
    expect(submissionSettings({ PORT: '4000' }).robotHealthPort).toBe(4000);
    expect(submissionSettings({ PORT: '4000', ROBOT_HEALTH_PORT: '5107' }).robotHealthPort).toBe(5107);
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', ROBOT_HEALTH_PORT: '70000' })).toThrow(
      /environment variables: ROBOT_HEALTH_PORT$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', ROBOT_HEALTH_PORT: 'http' })).toThrow(
      /environment variables: ROBOT_HEALTH_PORT$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', ROBOT_HEALTH_PORT: '4107' })).not.toThrow();
  });

  it('names a bad variable without printing its value', () => {
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', PUBLIC_URL: 'secret-looking value' })).toThrow(
      /^Invalid or missing environment variables: PUBLIC_URL$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', CEAC_BASE_URL: 'not a url' })).toThrow(
      /environment variables: CEAC_BASE_URL$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', SUBMISSION_LEASE_MS: '0' })).toThrow(
      /environment variables: SUBMISSION_LEASE_MS$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', ANSWERS_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /environment variables: ANSWERS_ENCRYPTION_KEY$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'development' })).toThrow(
      /environment variables: ANSWERS_ENCRYPTION_KEY$/,
    );
    expect(() => validateSubmissionEnv({ NODE_ENV: 'production', ANSWERS_ENCRYPTION_KEY: KEY })).toThrow(
      /environment variables: BILLING_URL, FORMS_URL, IDENTITY_URL$/,
    );
    expect(() =>
      validateSubmissionEnv({
        NODE_ENV: 'production',
        ANSWERS_ENCRYPTION_KEY: KEY,
        FORMS_URL: 'http://forms/graphql',
      }),
    ).toThrow(/environment variables: BILLING_URL, IDENTITY_URL$/);
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', IDENTITY_URL: 'nope' })).toThrow(
      /environment variables: IDENTITY_URL$/,
    );
    expect(() =>
      validateSubmissionEnv({
        NODE_ENV: 'production',
        ANSWERS_ENCRYPTION_KEY: KEY,
        FORMS_URL: 'http://forms/graphql',
        IDENTITY_URL: 'http://identity/graphql',
      }),
    ).toThrow(/environment variables: BILLING_URL$/);
    expect(() => validateSubmissionEnv({ NODE_ENV: 'test', BILLING_URL: 'nope' })).toThrow(
      /environment variables: BILLING_URL$/,
    );
    expect(() =>
      validateSubmissionEnv({
        NODE_ENV: 'production',
        ANSWERS_ENCRYPTION_KEY: KEY,
        FORMS_URL: 'http://forms/graphql',
        IDENTITY_URL: 'http://identity/graphql',
        BILLING_URL: 'http://billing/graphql',
      }),
    ).not.toThrow();
  });
});
