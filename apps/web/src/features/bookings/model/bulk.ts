/** Runs one call per booking, one after another, and tells which succeeded and which failed. */
export interface BulkOutcome {
  succeeded: string[];
  failed: { id: string; error: unknown }[];
}

export const runForEach = async (ids: readonly string[], run: (id: string) => Promise<unknown>): Promise<BulkOutcome> => {
  const outcome: BulkOutcome = { succeeded: [], failed: [] };
  // One by one: each call re-checks the booking's state on the server, and a burst of parallel
  // transitions would only race each other for the same specialist's rows.
  for (const id of ids) {
    try {
      await run(id);
      outcome.succeeded.push(id);
    } catch (error) {
      outcome.failed.push({ id, error });
    }
  }
  return outcome;
};
