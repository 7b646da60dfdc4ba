// First import of the robot worker: traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 0046).
import { startTracing } from '@portico/service-kit/telemetry';

startTracing('portico-robot-worker');
