import { runColdStart } from './scenarios/cold-start.ts';
for (let i = 0; i < 4; i++) { const r = await runColdStart('/work/main'); console.log(JSON.stringify([r.cold.shutdownLog, r.warm.shutdownLog, Math.round(r.cold.readyMs), Math.round(r.warm.readyMs), r.cold.stopMs|0, r.warm.stopMs|0])); }
