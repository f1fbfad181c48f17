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
  arrowUp: { path: 'M12 19V5m-6 6l6-6 6 6', bidirectional: false },
  arrowDown: { path: 'M12 5v14m-6-6l6 6 6-6', bidirectional: false },
  externalLink: { path: 'M14 4h6v6m0-6L11 13M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5', bidirectional: true },
  search: { path: 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l5 5', bidirectional: false },
  user: { path: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0', bidirectional: false },
  globe: { path: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z', bidirectional: false },
  menu: { path: 'M4 7h16M4 12h16M4 17h16', bidirectional: false },
  star: { path: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z', bidirectional: false },
  eye: { path: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 100-6 3 3 0 000 6z', bidirectional: false },
  download: { path: 'M12 4v11m-5-5l5 5 5-5M5 20h14', bidirectional: false },
  // Media controls keep their direction in right-to-left (playback runs the same way everywhere).
  play: { path: 'M8 5.5v13l10.5-6.5z', bidirectional: false },
  image: { path: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5v.01', bidirectional: false },
  inbox: { path: 'M4 13l2.5-8h11L20 13v6H4zM4 13h5l1 2h4l1-2h5', bidirectional: false },
  checkCircle: { path: 'M12 21a9 9 0 100-18 9 9 0 000 18zM8 12.5l2.7 2.7L16 9.8', bidirectional: false },
  errorCircle: { path: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9 9l6 6m0-6l-6 6', bidirectional: false },
  lock: { path: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3', bidirectional: false },
  refresh: { path: 'M20 11a8 8 0 10-2.3 5.7M20 4v7h-7', bidirectional: false },
  upload: { path: 'M12 16V5m-5 5l5-5 5 5M5 20h14', bidirectional: false },
  copy: { path: 'M9 9h10v10H9zM5 15V5h10', bidirectional: false },
  trash: { path: 'M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13', bidirectional: false },
  plus: { path: 'M12 5v14M5 12h14', bidirectional: false },
  phone: { path: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z', bidirectional: false },
  mail: { path: 'M3 6h18v12H3zM3 6l9 7 9-7', bidirectional: false },
  chat: { path: 'M4 5h16v11H9l-5 4z', bidirectional: true },
  clock: { path: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2', bidirectional: false },
  trophy: { path: 'M8 4h8v5a4 4 0 01-8 0zM8 6H4a4 4 0 004 4m8-4h4a4 4 0 01-4 4M12 13v4m-4 3h8', bidirectional: false },
  map: { path: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14m6-12v14', bidirectional: false },
  tool: { path: 'M14.5 6.5a4 4 0 005 5L12 19a2.1 2.1 0 01-3-3l7.5-7.5a4 4 0 01-2-2zM7 17l.01.01', bidirectional: false },
  calendar: { path: 'M4 6h16v14H4zM4 10h16M8 3.5v4m8-4v4', bidirectional: false },
} as const;

export type IconName = keyof typeof icons;
