import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_COMMAND } from '../../e2e/support/product-command.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The product as `npm start` runs it (all-in-one, embedded PostgreSQL), on a
 * data directory and port the test chooses, so that it can be killed and
 * started again on the same ones.
 */
export class ProductProcess {
  output = '';
  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
  ) {
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
  }

  static async start(dataDir: string, port: number): Promise<ProductProcess> {
    const child = spawn(...PRODUCT_COMMAND, {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', HOST: '127.0.0.1', APP_URL: `http://127.0.0.1:${port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const product = new ProductProcess(child, `http://127.0.0.1:${port}`);
    await product.waitUntilHealthy(120_000);
    return product;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  async waitUntilHealthy(withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    for (;;) {
      if (!this.running) throw new Error(`The product exited during start:\n${this.output}`);
      const healthy = await fetch(`${this.baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      if (Date.now() > deadline) throw new Error(`The product did not answer /api/health:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** `kill -9`: no clean-up of any kind, as the kernel's out-of-memory killer does it. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    if (!this.running) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await exited;
  }
}
