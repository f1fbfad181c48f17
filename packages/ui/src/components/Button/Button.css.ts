import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/theme.css.ts';
import { canHover, focusRing, reducedMotion } from '../../styles/focus.ts';

// Two kinds of element wear these styles: react-aria's Button, which reports its state in data attributes, and a
// native <button data-plain> (PlainButton), whose state is the browser's: :hover (where there is a pointer that
// hovers), :active, :focus-visible, :disabled. An open menu's trigger looks pressed, as react-aria's does.
const PLAIN = '&[data-plain]';

const tone = (background: string, color: string, hover: string, border: string = background) => {
  const hovered = { backgroundColor: hover, borderColor: border === background ? hover : border };
  return {
    backgroundColor: background,
    color,
    borderColor: border,
    selectors: {
      '&[data-hovered]:not([data-disabled]):not([data-pending])': hovered,
      [`&[data-pressed]:not([data-disabled]), ${PLAIN}:active:not(:disabled), ${PLAIN}[aria-expanded="true"]`]: { backgroundColor: hover, transform: `translateY(${vars.size.border.thin})` },
    },
    '@media': { [canHover]: { selectors: { [`${PLAIN}:hover:not(:disabled)`]: hovered } } },
  };
};

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    borderRadius: vars.component.button.radius,
    borderWidth: vars.size.border.thin,
    borderStyle: 'solid',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      [`&[data-focus-visible], ${PLAIN}:focus-visible`]: focusRing,
      [`&[data-disabled], ${PLAIN}:disabled`]: { cursor: 'not-allowed', backgroundColor: vars.color.bg.subtle, color: vars.color.text.disabled, borderColor: vars.color.bg.subtle },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { [reducedMotion]: { transitionDuration: vars.motion.duration.fast, transitionProperty: 'background-color, border-color, color' } },
  },
  variants: {
    variant: {
      primary: tone(vars.color.brand.primary, vars.color.brand.onPrimary, vars.color.brand.primaryHover),
      secondary: tone(vars.component.button.secondaryBackground, vars.color.text.primary, vars.component.button.secondaryBackgroundHover, vars.color.border.default),
      quiet: tone('transparent', vars.color.text.primary, vars.color.bg.subtle),
      danger: tone(vars.color.status.danger, vars.color.status.onDanger, vars.color.status.dangerHover),
    },
    size: {
      sm: { minBlockSize: vars.size.control.sm, paddingInline: vars.component.button.paddingInline.sm, fontSize: vars.font.size.small },
      md: { minBlockSize: vars.size.control.md, paddingInline: vars.component.button.paddingInline.md, fontSize: vars.font.size.body },
      lg: { minBlockSize: vars.size.control.lg, paddingInline: vars.component.button.paddingInline.lg, fontSize: vars.font.size.lead },
    },
    fullWidth: { true: { inlineSize: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label keeps its width while the spinner shows, so the button does not jump. */
export const labelHidden = style({ visibility: 'hidden' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
});

export const spinner = style({
  display: 'block',
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  animationName: spin,
  animationDuration: vars.motion.duration.loop,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': { [reducedMotion]: { animationDuration: `calc(${vars.motion.duration.loop} * 3)` } },
});
