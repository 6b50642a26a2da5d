// OpenTelemetry traces (docs/ARCHITECTURE.md#traces): with OTEL_EXPORTER_OTLP_ENDPOINT set, each request
// is a trace (@fastify/otel: the request, its route and handler) with a span per PostgreSQL statement
// (@opentelemetry/instrumentation-pg), sent in batches over OTLP/HTTP (protobuf) to that collector;
// OTEL_SERVICE_NAME names the service (default arogya-api) and the OTEL_EXPORTER_OTLP_* variables tune the
// exporter as the OpenTelemetry specification says. Unset, nothing here runs and no OpenTelemetry package is
// even loaded (the imports below are dynamic): tracing costs nothing when off.
//
// Call `startTracing` before the first Fastify instance is built: @fastify/otel instruments every instance
// created after it (through Fastify's 'fastify.initialization' diagnostics channel).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type Tracing = { shutdown(): Promise<void> };

/** Probes and scrapes are not traced: they would be most of the spans and say nothing. */
const UNTRACED = new Set(['/livez', '/readyz', '/metrics', '/api/v1/health']);

export async function startTracing(
  env: { OTEL_EXPORTER_OTLP_ENDPOINT?: string },
  source: NodeJS.ProcessEnv = process.env,
): Promise<Tracing | undefined> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { FastifyOtelInstrumentation },
    { PgInstrumentation },
    { context, propagation, trace },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/resources'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/api'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': source.OTEL_SERVICE_NAME || 'arogya-api' }),
    // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and _HEADERS, _TIMEOUT...) itself, and posts to its /v1/traces.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer provider, an AsyncLocalStorage context manager, and W3C trace-context propagation, so
  // a proxy's or a browser's `traceparent` is continued.
  provider.register();

  const fastify = new FastifyOtelInstrumentation({
    registerOnInitialization: true,
    // One span per request and one for its handler: the app's dozen hooks would each add one.
    instrumentHooks: false,
    ignorePaths: (route) => UNTRACED.has(route.url),
  });
  const pg = new PgInstrumentation({ requireParentSpan: true });
  for (const instrumentation of [fastify, pg]) {
    instrumentation.setTracerProvider(provider);
    instrumentation.enable();
  }
  const unpatchPg = patchLoadedPg(pg);
  return {
    // Sends the spans still buffered, and takes everything off again (a test process goes on after it).
    async shutdown() {
      fastify.disable();
      pg.disable();
      unpatchPg();
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * The built server is one ES module bundle (apps/api/build.mjs) whose imports, `pg` among them, are loaded
 * before any of its code runs, so the instrumentation's hook on `require` comes too late for `pg`. `pg` is
 * CommonJS, and an ES import of it shares the one module object with `require`: the instrumentation's own
 * patches are applied to that object here, before the database pool is built (db/postgres-pool.ts reads
 * `pg.Client.prototype.query` when it builds the pool).
 */
function patchLoadedPg(instrumentation: {
  getModuleDefinitions(): {
    name: string;
    patch?: (exports: unknown, version?: string) => unknown;
    unpatch?: (exports: unknown, version?: string) => unknown;
  }[];
}): () => void {
  const fromApi = createRequire(import.meta.url);
  // pg-pool is pg's own dependency, found from pg's folder.
  const fromPg = createRequire(fromApi.resolve('pg'));
  const undo: (() => void)[] = [];
  for (const definition of instrumentation.getModuleDefinitions()) {
    const load = definition.name === 'pg' ? fromApi : fromPg;
    const main = load.resolve(definition.name);
    const exports = load(main);
    const version = packageVersion(main, definition.name);
    definition.patch?.(exports, version);
    undo.push(() => definition.unpatch?.(exports, version));
  }
  return () => {
    for (const step of undo) step();
  };
}

/** The version in the package.json of the package `file` belongs to (pg-pool does not export its package.json). */
function packageVersion(file: string, name: string): string | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version;
  }
  return undefined;
}
