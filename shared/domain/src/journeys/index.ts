export * from './journey-graph.ts';
export * from './journey-structure.ts';
export * from './journey-validation.ts';
export * from './journey-evaluator.ts';
export * from './journey-decider.ts';
export * from './guest-journey-decider.ts';
export * from './journey-copy.ts';
export * from './default-templates.ts';
