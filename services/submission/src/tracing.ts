// First import of the service's processes: traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (ADR 0046).
import { startTracing } from '@portico/service-kit/telemetry';

startTracing('portico-submission');
