import { Api } from './api.ts';
import { runWebhookBench } from './scenarios/webhooks.ts';
const api = new Api('http://localhost:3917');
await api.signUp();
const eventUuid = await api.createEvent('Webhook bench');
const result = await runWebhookBench({ origin: api.origin, token: api.token, eventUuid, log: console.log, guests: 200, downMs: Number(process.env.DOWN_MS ?? 60000), guestsWhileDown: 100 });
console.log(JSON.stringify(result));
