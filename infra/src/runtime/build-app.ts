import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { commandService } from '@usher/command/plugin';
import { queryApiService, WebsocketHub } from '@usher/query-api/plugin';
import { installErrorHandler } from '../http/errors.ts';
import { strictBodyValidatorCompiler } from '../http/strict-body.ts';
import { installStrictJsonParser } from '../http/strict-json-parser.ts';
import { restoreSignedInHint } from '../http/cookies.ts';
import { refuseUndeclaredPaging } from '../http/unpaged-routes.ts';
import { declareErrorReplies, responseSerializerCompiler, type UndeclaredFieldReporter } from '../http/response-contract.ts';
import { openApiEventComponents } from '@usher/events/json-schema';
import { isPagePath } from '@usher/domain/routing/page-routes';
import { AllowedMethods, replyMethodNotAllowed } from '../http/allowed-methods.ts';
import { describeOperation } from '../http/openapi-operations.ts';
import { installSecurityHeaders } from './security-headers.ts';
import { installHealthRoute } from './health-route.ts';
import { markWrittenWal } from '../http/written-wal-cookie.ts';
import { CredentialRoutes, requestLogSerializer } from './request-log.ts';
import type { ServiceContext } from '../context.ts';
import type { Need } from '@usher/domain/access/needs';
import '../http/declared-access.ts';

export interface AppOptions {
  services: { command: boolean; queryApi: boolean };
  /** The built dashboard to serve, when this process serves it. */
  webDist?: string | null;
  logLevel?: string;
  /** Where log lines go; standard output by default. */
  logDestination?: DestinationStream;
  /** TRUSTED_PROXIES: addresses or CIDR ranges whose X-Forwarded-For/-Proto are believed; nobody's by default. */
  trustedProxies?: string[];
  /** Tests: report answers that carry fields their response schema does not declare. */
  reportUndeclaredResponseFields?: UndeclaredFieldReporter;
}

/** A route as registered, with its schemas (the boundary contract test reads the request schemas). */
export interface RegisteredRoute {
  method: string | string[];
  url: string;
  schema: Record<string, unknown> | undefined;
  /** The path params its schema declares credentials (never logged). */
  credentialParams: string[];
  /** Who may call it, as the route declares (declared-access.ts); the permission matrix reads it. */
  need: Need | undefined;
}

export interface BuiltApp {
  app: FastifyInstance;
  hub: WebsocketHub | null;
  routes: RegisteredRoute[];
}

/**
 * One Fastify app carrying the services this process runs: all of them in
 * embedded mode, one in scaled mode. Same plugins, same code paths.
 */
export async function buildApp(context: ServiceContext, options: AppOptions): Promise<BuiltApp> {
  const credentialRoutes = new CredentialRoutes();
  const serializerCompiler = responseSerializerCompiler(options.reportUndeclaredResponseFields);
  const app = Fastify({
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel ?? 'info',
            serializers: { req: requestLogSerializer(credentialRoutes) },
            ...(options.logDestination ? { stream: options.logDestination } : {}),
          },
    genReqId: () => randomUUID(),
    trustProxy: options.trustedProxies?.length ? options.trustedProxies : false,
    bodyLimit: 5 * 1024 * 1024,
    // Our zod compilers from the start: bodies refuse keys their schema does not name (strict-body.ts), answers
    // keep to theirs (response-contract.ts). Given here, Fastify never loads its default Ajv and
    // fast-json-stringify compilers, which no route would use (a tenth of a CPU-second of every start).
    schemaController: { compilersFactory: zodCompilers(strictBodyValidatorCompiler, serializerCompiler) },
  }).withTypeProvider<ZodTypeProvider>();
  declareErrorReplies(app);
  refuseUndeclaredPaging(app);
  const routes: RegisteredRoute[] = [];
  const allowed = new AllowedMethods();
  app.addHook('onRoute', (route) => {
    allowed.add(route.method, route.url);
    const method = Array.isArray(route.method) ? route.method.find((m) => m !== 'HEAD') : route.method;
    if (route.schema && method && method !== 'HEAD') describeOperation(method, route.url, route.schema as Record<string, unknown>);
    const credentialParams = credentialRoutes.register(route.url, route.schema?.params);
    routes.push({
      method: route.method,
      url: route.url,
      schema: route.schema as Record<string, unknown> | undefined,
      credentialParams,
      need: route.config?.need,
    });
  });
  installErrorHandler(app);
  installStrictJsonParser(app);
  installSecurityHeaders(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Usher API', version: '2.0.0', description: 'Event guest management. Commands append domain events; queries read projections.' },
      // Every event payload, each version, as `{Type}.v{N}` (the public event catalogue points here).
      // The schemas are made when the document is first asked for (@fastify/swagger reads them then): turning
      // every payload schema into JSON Schema took a fifth of a CPU-second of every start.
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        get schemas() {
          return openApiEventComponents();
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  installHealthRoute(app, context);

  let hub: WebsocketHub | null = null;
  if (options.services.command && context.stickyReads) markWrittenWal(app, context);
  if (options.services.command) await app.register(commandService(context));
  if (options.services.queryApi) {
    await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
    hub = new WebsocketHub(context);
    await hub.start();
    await app.register(queryApiService(context, hub));
  }
  if (options.webDist) await serveDashboard(app, options.webDist, context.secureCookies, allowed);
  else app.setNotFoundHandler((request, reply) => notFound(allowed, request.url, reply));
  return { app, hub, routes };
}

/**
 * Compiler factories that hand out the given compilers, whatever schemas were added. Fastify types its
 * factories for Ajv's JSON schemas; these compile zod schemas, as `setValidatorCompiler` would take them.
 */
function zodCompilers(validator: typeof strictBodyValidatorCompiler, serializer: ReturnType<typeof responseSerializerCompiler>) {
  type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
  return { buildValidator: () => validator, buildSerializer: () => serializer } as unknown as Factories;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built dashboard, with every non-API path answering index.html for the client router. */
/** 405 with `Allow` when the path is real but the method is not, else 404. */
function notFound(allowed: AllowedMethods, url: string, reply: FastifyReply) {
  if (replyMethodNotAllowed(allowed, url.split('?')[0]!, reply)) return reply;
  return reply.code(404).send({ message: 'Not Found' });
}

async function serveDashboard(app: FastifyInstance, dist: string, secureCookies: boolean, allowed: AllowedMethods): Promise<void> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`The dashboard is not built: ${index} is missing (npm run build).`);
  const assets = path.join(dist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes a brotli and a gzip copy beside each script and style sheet (web/vite.config.ts).
    preCompressed: true,
    // Those copies are found on disk beside the file asked for; a route of their own for each (some 400) only
    // made every start slower, and nobody asks for `x.js.br` by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    // A hashed asset never changes under its name: browsers keep it without asking again. Anything else
    // (icons, the page list) is asked about each time.
    setHeaders: (reply, filePath) => reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });
  const html = fs.readFileSync(index, 'utf8');
  const patterns = readPagePatterns(dist);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(pathname);
    if (!isPage) return notFound(allowed, request.url, reply);
    // A path no page has still gets the dashboard, which shows its 404 page, but with the status that says so.
    const known = patterns === null || isPagePath(pathname, patterns);
    restoreSignedInHint(reply, secureCookies);
    return reply
      .code(known ? 200 : 404)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}

/** The dashboard's pages, written by its build (web/vite.config.ts); null for a build from before it wrote them. */
function readPagePatterns(dist: string): string[] | null {
  const file = path.join(dist, 'route-patterns.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : null;
}
