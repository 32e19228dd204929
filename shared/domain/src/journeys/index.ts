export * from './journey-graph.ts';
export * from './journey-structure.ts';
export * from './journey-validation.ts';
export * from './journey-evaluator.ts';
