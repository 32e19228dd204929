// The projections thread's entry: worker threads do not inherit the main
// thread's TypeScript loader, so it is registered here before the real entry.
import { register } from 'tsx/esm/api';

register();
await import('./projections-worker.ts');
