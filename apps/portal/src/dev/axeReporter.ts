// Development only: @axe-core/react does not support React 18+ (its README says so), so we run axe-core
// ourselves after DOM changes (route changes included), debounced, and report new violations to the console.
import axe from 'axe-core';

const DEBOUNCE_MS = 1000;

export function startAxeReporter(root: Node = document.body) {
  const reported = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const check = async () => {
    if (running) return;
    running = true;
    try {
      // The live announcer's off-screen role="img" nodes point at removed ids by design (react-aria); skip it.
      const results = await axe.run({ exclude: [['[data-live-announcer]']] }, { resultTypes: ['violations'] });
      for (const violation of results.violations) {
        for (const node of violation.nodes) {
          const key = `${violation.id}|${node.target.join(' ')}`;
          if (reported.has(key)) continue;
          reported.add(key);
          console.warn(`[axe] ${violation.impact ?? ''} ${violation.id}: ${violation.help}\n  ${node.target.join(' ')}\n  ${violation.helpUrl}`);
        }
      }
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), DEBOUNCE_MS);
  };

  new MutationObserver(schedule).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  window.addEventListener('popstate', schedule);
  schedule();
}
