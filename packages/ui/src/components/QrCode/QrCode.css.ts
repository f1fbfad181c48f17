import { globalStyle, style } from '@vanilla-extract/css';
import { darkTheme, vars } from '../../theme/theme.css.ts';

// Theme variables and logical properties only (npm run lint checks).
/**
 * Dark on light in both themes: the light theme's text on its surface, the dark theme's inverse pair (light
 * background, dark ink). A phone reads an inverted code badly, so the code never follows the page into the dark.
 */
export const root = style({
  display: 'block',
  inlineSize: `calc(${vars.size.thumbnail} * 2)`,
  blockSize: `calc(${vars.size.thumbnail} * 2)`,
  color: vars.color.text.primary,
  backgroundColor: vars.color.bg.surface,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${darkTheme} &`]: { color: vars.color.text.inverse, backgroundColor: vars.color.bg.inverse },
  },
});

/** Only the modules fade: the light plate stays, so a dimmed code still looks like a code in the dark theme. */
export const dimmed = style({});
globalStyle(`${dimmed} path`, { opacity: 0.15 });

export const svg = style({ display: 'block', inlineSize: '100%', blockSize: '100%' });
