import http from 'node:http';
import https from 'node:https';
import { signedHeaders } from './webhook-signature.ts';

export interface AttemptOutcome {
  ok: boolean;
  status_code: number | null;
  response_ms: number;
  error: string | null;
}

const ERROR_MAX = 300;
const BODY_KEPT = 200;

// node:http rather than fetch: undici writes a POST's headers and body apart,
// and the receiver's delayed ACK then adds ~40 ms to every delivery.
// Keep-alive agents reuse one connection per receiver between deliveries.
const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 4 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 4 }) };

/**
 * One signed POST. Any 2xx is a success; another status, a refused
 * connection or no complete answer within `timeoutMs` is a failure, described
 * for the delivery log. Redirects are not followed: the receiver must answer.
 */
export function postWebhook(url: string, secrets: string[], messageId: string, body: string, timeoutMs: number): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'response_ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, response_ms: elapsed() });
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return finish({ ok: false, status_code: null, error: 'The URL is not valid.' });
    }
    const transport = target.protocol === 'https:' ? https : http;
    const payload = Buffer.from(body, 'utf8');
    const headers = { ...signedHeaders(secrets, messageId, Math.floor(Date.now() / 1000), body), 'content-length': String(payload.length) };
    const request = transport.request(target, { method: 'POST', headers, agent: agents[target.protocol as 'http:' | 'https:'] }, (response) => {
      const status = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        if (text.length < BODY_KEPT) text += chunk;
      });
      response.on('end', () => {
        const ok = status >= 200 && status < 300;
        finish({ ok, status_code: status, error: ok ? null : `HTTP ${status}${text ? `: ${text.slice(0, BODY_KEPT)}` : ''}` });
      });
      response.on('error', (error) => finish({ ok: false, status_code: status, error: describe(error) }));
    });
    const timer = setTimeout(() => {
      finish({ ok: false, status_code: null, error: `No answer within ${timeoutMs} ms` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish({ ok: false, status_code: null, error: describe(error) }));
    request.end(payload);
  });
}

function describe(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return (code ? `${code}${message && !message.includes(code) ? `: ${message}` : message ? `: ${message}` : ''}` : String(message ?? error)).slice(
    0,
    ERROR_MAX,
  );
}
