/** The faults real providers produce, injected on the next round in test mode (protocol.md, test mode). */
export const FAULTS = [
  'retry',
  'duplicate',
  'debit-timeout-rollback',
  'win-for-refused-bet',
  'win-before-bet',
] as const;
export type Fault = (typeof FAULTS)[number];

/** The fault set for the next round: taken (and cleared) by the round that starts next. */
export function createFaults() {
  let next: Fault | null = null;
  return {
    set(fault: Fault | null) {
      next = fault;
    },
    peek: () => next,
    take(): Fault | null {
      const fault = next;
      next = null;
      return fault;
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;
