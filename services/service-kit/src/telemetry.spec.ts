import { context, trace } from '@opentelemetry/api';
import { contextFromCarrier, redactUrl, traceCarrier, tracingConfigured } from './telemetry';

describe('tracingConfigured', () => {
  it('is off unless an OTLP endpoint is set, and off again when the SDK is disabled', () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(true);
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'TRUE' }),
    ).toBe(false);
    expect(
      tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBe(false);
  });
});

describe('redactUrl', () => {
  it('keeps no query string and no secret-looking path segment in a span', () => {
    expect(redactUrl('/reset-password?token=Zm9vYmFyYmF6cXV4')).toBe('/reset-password?:redacted');
    expect(redactUrl('http://h:4000/graphql')).toBe('http://h:4000/graphql');
    expect(redactUrl('/c/3q2-7w_AbCdEfGhIjKlMnOpQrStUv/page')).toBe('/c/:redacted/page');
    expect(redactUrl('/client-intake/5f0c1e2a-8b7d-4c3e-9f1a-2b3c4d5e6f70#token=abc')).toBe(
      '/client-intake/5f0c1e2a-8b7d-4c3e-9f1a-2b3c4d5e6f70',
    );
    expect(redactUrl('/internal/workspaces/5f0c1e2a-8b7d-4c3e-9f1a-2b3c4d5e6f70/preparer')).toBe(
      '/internal/workspaces/5f0c1e2a-8b7d-4c3e-9f1a-2b3c4d5e6f70/preparer',
    );
  });
});

describe('trace carriers', () => {
  it('carries nothing with tracing off, and reads only traceparent and tracestate back', () => {
    expect(traceCarrier()).toEqual({});
    const parent = contextFromCarrier({ traceparent: 42, other: 'x' });
    expect(trace.getSpanContext(parent)).toBeUndefined();
    expect(contextFromCarrier(undefined)).toBe(context.active());
  });
});
