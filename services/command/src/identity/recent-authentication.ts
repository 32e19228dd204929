// The rule lives in infra (infra/src/http/recent-authentication.ts) because the query side asks it
// too, before revealing a webhook's secret; the command side's imports keep working from here.
export * from '@usher/infra/http/recent-authentication';
