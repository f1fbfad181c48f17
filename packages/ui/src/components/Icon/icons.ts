/**
 * The icon set: 24×24 outline paths. `bidirectional` icons point along the reading direction and mirror in
 * right-to-left locales (instructure-ui's practice); the others (close, check, alert) never mirror.
 */
export const icons = {
  close: { path: 'M6 6l12 12M18 6L6 18', bidirectional: false },
  check: { path: 'M5 12.5l4.5 4.5L19 7.5', bidirectional: false },
  alert: { path: 'M12 8v5m0 3.5v.01M10.3 3.9L2.4 17.6A2 2 0 004.1 20.6h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z', bidirectional: false },
  info: { path: 'M12 11v6m0-9.5v.01M21 12a9 9 0 11-18 0 9 9 0 0118 0z', bidirectional: false },
  chevronForward: { path: 'M9 5l7 7-7 7', bidirectional: true },
  chevronBack: { path: 'M15 5l-7 7 7 7', bidirectional: true },
  arrowForward: { path: 'M4 12h15m-6-6l6 6-6 6', bidirectional: true },
  externalLink: { path: 'M14 4h6v6m0-6L11 13M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5', bidirectional: true },
} as const;

export type IconName = keyof typeof icons;
