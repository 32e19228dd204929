import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_HEAP_FLAGS } from '../../../infra/bin/ensure-server-build.mjs';
import { Program, freePort, until } from './processes.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServiceSettings {
  primaryUrl: string;
  replicaUrls: string[];
}

/**
 * Usher in scaled mode as docs/deploy.md sets it up: two command, two query
 * and one projection process, on loopback behind nginx with the routes of
 * infra/deploy/usher-locations.conf (the file the production nginx.conf
 * includes). Every process reaches the primary through HAProxy; the query
 * processes read from the replicas.
 */
export class UsherServices {
  readonly programs: Program[] = [];
  private nginx: Program | null = null;
  nginxPort = 0;

  constructor(
    private readonly runDir: string,
    private readonly settings: ServiceSettings,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.nginxPort}`;
  }

  async start(): Promise<void> {
    // The projection process first: it is the one that migrates an empty database while nothing else competes.
    await this.startService('projections', 'projections', null);
    const command = [await freePort(), await freePort()];
    const query = [await freePort(), await freePort()];
    await Promise.all([
      ...command.map((port, index) => this.startService(`command-${index + 1}`, 'command', port)),
      ...query.map((port, index) => this.startService(`query-${index + 1}`, 'query-api', port)),
    ]);
    this.nginxPort = await freePort();
    const conf = path.join(this.runDir, 'nginx.conf');
    fs.mkdirSync(path.join(this.runDir, 'nginx-temp'), { recursive: true });
    fs.writeFileSync(conf, nginxConfig(this.runDir, this.nginxPort, command, query));
    this.nginx = Program.start(this.runDir, 'nginx', '/usr/sbin/nginx', ['-p', this.runDir, '-c', conf]);
    await until('nginx', async () => (await fetch(`${this.baseUrl}/api/health`)).status < 500, 30_000);
  }

  async stop(): Promise<void> {
    await this.nginx?.stop();
    await Promise.all(this.programs.map((program) => program.stop()));
  }

  private async startService(name: string, service: 'command' | 'query-api' | 'projections', port: number | null): Promise<void> {
    // The flags the services' npm scripts give Node (package.json's start:command and the others).
    const args = [...SERVER_HEAP_FLAGS, '--import', 'tsx', path.join(REPO, 'infra/src/start-service.ts'), service];
    const program = Program.start(this.runDir, name, process.execPath, args, {
      cwd: REPO,
      env: {
        DATABASE_URL: this.settings.primaryUrl,
        DATABASE_REPLICA_URLS: this.settings.replicaUrls.join(','),
        PORT: String(port ?? 0),
        HOST: '127.0.0.1',
        TRUSTED_PROXIES: '127.0.0.1',
        INBOUND_SMTP_PORT: 'off',
        DATA_DIR: path.join(this.runDir, name),
        LOG_LEVEL: 'warn',
      },
    });
    this.programs.push(program);
    await until(
      `${name} to start`,
      async () => {
        if (!program.running) throw new Error(`${name} exited:\n${program.log()}`);
        return /listening on/.test(program.log());
      },
      240_000,
      500,
    );
  }
}

function nginxConfig(runDir: string, port: number, command: number[], query: number[]): string {
  const temp = path.join(runDir, 'nginx-temp');
  return `daemon off;
worker_processes 1;
pid ${path.join(runDir, 'nginx.pid')};
error_log ${path.join(runDir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    upstream usher_command {
${command.map((p) => `        server 127.0.0.1:${p};`).join('\n')}
    }
    upstream usher_query {
${query.map((p) => `        server 127.0.0.1:${p};`).join('\n')}
    }
    map $http_upgrade $connection_upgrade {
        default upgrade;
        ''      close;
    }
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 60m;
        include ${path.join(REPO, 'infra/deploy/usher-locations.conf')};
    }
}
`;
}
