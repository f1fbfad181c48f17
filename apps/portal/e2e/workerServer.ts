/**
 * scripts/e2e.mjs starts one server (with its own in-memory database) per Playwright worker and lists their URLs in
 * E2E_BASE_URLS; each worker talks only to its own (TEST_PARALLEL_INDEX is the worker's slot, 0 … workers - 1, and
 * is set before the config is read in the worker). Spec files are spread over the workers; a file's tests stay in one.
 */
export const serverUrls = (process.env.E2E_BASE_URLS ?? process.env.E2E_BASE_URL ?? 'http://localhost:3000').split(',');

export const workerBaseUrl = serverUrls[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % serverUrls.length]!;
