/**
 * Asks the AgreementGate to ask the server again what waits for acceptance: after a withdrawal, and whenever the
 * server refused a write because newer terms wait (issue 32), so the refusal leads to the prompt, not a dead end.
 * A module of its own: the API client calls it without importing the gate and its prompts.
 */
let generation = 0;
const listeners = new Set<() => void>();

export function recheckAgreements() {
  generation += 1;
  for (const listener of listeners) listener();
}

/** How many times a recheck was asked for: the gate asks the server once per value. */
export const agreementsGeneration = () => generation;

export function onAgreementsRecheck(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
