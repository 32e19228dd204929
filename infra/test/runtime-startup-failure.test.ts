import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeStartupFailure } from '../src/runtime/startup-failure.ts';
import { StartupError } from '../src/db/embedded-postgres.ts';

/** The error Node gives a second server on a port that is taken. */
async function listenFailure(port: number): Promise<unknown> {
  const second = net.createServer();
  return new Promise((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1', () => second.close(() => resolve(null)));
  });
}

describe('what npm start prints when it cannot start', () => {
  it('names a port in use and what to do, instead of a stack trace', async () => {
    const first = net.createServer();
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    const port = (first.address() as net.AddressInfo).port;
    try {
      const text = describeStartupFailure(await listenFailure(port), { port, host: '127.0.0.1', databaseUrl: null });
      expect(text).toBe(
        `Usher could not start: port ${port} is already in use by another program.\nWhat to do: Stop that program, or choose another port with PORT=….`,
      );
    } finally {
      first.close();
    }
  });

  it("prints a start-up error's cause and remedy, and something readable for a failure without a message", () => {
    expect(
      describeStartupFailure(new StartupError('The data directory is odd.', 'Point DATA_DIR elsewhere.'), { port: 3000, host: '0.0.0.0', databaseUrl: null }),
    ).toBe('Usher could not start: The data directory is odd.\nWhat to do: Point DATA_DIR elsewhere.');
    // embedded-postgres's start() rejected with nothing at all, which printed `undefined`.
    expect(describeStartupFailure(undefined, { port: 3000, host: '0.0.0.0', databaseUrl: null })).toBe('Usher could not start: no reason given');
  });

  it('names the server DATABASE_URL points at when it refuses connections', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await new Promise((resolve) => net.connect(port, '127.0.0.1').once('error', resolve));
    const text = describeStartupFailure(refused, { port: 3000, host: '0.0.0.0', databaseUrl: `postgres://u:secret@127.0.0.1:${port}/usher` });
    expect(text).toContain(`(127.0.0.1:${port}) refused or did not answer`);
    expect(text).not.toContain('secret');
    // As the migrations report it: wrapped in an error of their own.
    const wrapped = describeStartupFailure(new Error('Migration  failed', { cause: refused }), {
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: `postgres://u:secret@127.0.0.1:${port}/usher`,
    });
    expect(wrapped).toBe(text);
  });
});
