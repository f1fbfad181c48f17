import { style, styleVariants } from '@vanilla-extract/css';

/**
 * User or school content inside component chrome. The element's own direction comes from its first strong letter
 * (`dir="auto"`, set by contentProps); its alignment stays the surrounding page's: a short English title in an Arabic
 * card sits at the right like the Arabic around it. `match-parent` resolves `start` by the parent's direction;
 * Chromium (156) only knows the prefixed name, so both are written and each browser keeps the last one it knows.
 */
export const content = style({
  textAlign: ['-webkit-match-parent', 'match-parent'],
  // A word longer than its box (a pasted address, a row of letters) breaks inside it rather than widening the page;
  // 'anywhere' also lets the grid or flex track holding it shrink, which 'break-word' would not.
  overflowWrap: 'anywhere',
});

/**
 * Text that may wrap (a bulletin, a two-line title): the box fits its text, so a short one still sits at the page's
 * start (a block or grid item is placed by its container's direction), while wrapped lines align at the text's own
 * start, as a paragraph in that script reads best. Also what clamps need: Chromium drops the line-clamp ellipsis of
 * a right-to-left paragraph aligned left (it paints it outside the box).
 */
const prose = { textAlign: 'start', inlineSize: 'fit-content', maxInlineSize: '100%' } as const;
export const paragraph = style(prose);

const clamp = (lines: number) => ({ ...prose, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden', overflowWrap: 'anywhere' }) as const;

/**
 * Cut at the content's own logical end, with an ellipsis: one line, or a clamp of two or three. The element must be
 * a block, or a flex or grid item (an inline element cannot be cut).
 */
export const lines = styleVariants({
  1: { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', minInlineSize: 0 },
  2: clamp(2),
  3: clamp(3),
});
