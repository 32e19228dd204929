import './runtime/signal-baseline.ts';
import { readConfig } from './config.ts';
import { buildApp } from './runtime/build-app.ts';
import { createContext } from './runtime/create-context.ts';
import { startProjections } from './runtime/start-projections.ts';
import { createInstanceMailTransport } from './mail/instance-mail-transport.ts';
import { describeSms, readSmsConfig } from './sms/sms-transport.ts';
import { onShutdown } from './runtime/shutdown.ts';
import { describeStartupFailure } from './runtime/startup-failure.ts';

const SERVICES = ['command', 'projections', 'query-api'] as const;
type Service = (typeof SERVICES)[number];

/**
 * Scaled mode: one service per process against DATABASE_URL, as many
 * instances as needed behind infra/deploy/nginx.conf.
 */
async function main(service: Service): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) throw new Error('Scaled mode needs DATABASE_URL (npm start runs everything with its own database).');
  const replicated = config.databaseReplicaUrls.length > 0;
  const context = await createContext(config.databaseUrl, {
    secureCookies: config.secureCookies,
    applicationName: `usher ${service}`,
    // Only the query API reads from replicas; the command side decides from the primary and marks its writers' sessions.
    replicas: service === 'query-api' && replicated ? { urls: config.databaseReplicaUrls, maxLagMs: config.replicaMaxLagMs } : undefined,
    stickyReads: service === 'command' && replicated,
  });
  if (context.replicas) console.log(`Reads from ${context.replicas.nodes.length} replica(s): ${context.replicas.nodes.map((node) => node.label).join(', ')}`);
  const mail = service === 'projections' ? createInstanceMailTransport(config.mail, context.db) : null;
  if (mail) console.log(mail.description);
  if (service === 'command') console.log(describeSms(readSmsConfig()));
  const projections = mail ? startProjections(context, { mail, appUrl: config.appUrl }) : null;
  const { app, hub } = await buildApp(context, {
    services: { command: service === 'command', queryApi: service === 'query-api' },
    logLevel: config.logLevel,
    trustedProxies: config.trustedProxies,
  });
  onShutdown(async () => {
    hub?.closeAll();
    await app.close();
    await projections?.stop();
    await context.close();
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Usher ${service} listening on ${config.port}`);
}

const service = process.argv[2] as Service;
if (!SERVICES.includes(service)) {
  console.error(`Usage: start-service.ts ${SERVICES.join('|')}`);
  process.exit(2);
}
main(service).catch((error: unknown) => {
  const config = readConfig();
  console.error(describeStartupFailure(error, { port: config.port, host: config.host, databaseUrl: config.databaseUrl }));
  process.exit(1);
});
