import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps, type PressEvent } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { button, labelHidden, pendingIndicator, type ButtonVariants } from './Button.css.ts';
import { buttonMessages } from './Button.messages.ts';
import { ProgressCircle } from './ProgressCircle.tsx';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style'> &
  ButtonVariants & {
    /**
     * `primary`: the one main action of a view (brand colour); `secondary`: other actions; `quiet`: low-emphasis
     * actions in toolbars and rows; `danger`: actions that delete or cannot be undone.
     * @default 'primary'
     */
    variant?: 'primary' | 'secondary' | 'quiet' | 'danger';
    /**
     * `sm` for dense rows and toolbars, `md` for forms, `lg` for a page's call to action. Every size keeps a
     * 24 × 24 px target at least (WCAG 2.2 target size).
     * @default 'md'
     */
    size?: 'sm' | 'md' | 'lg';
    /**
     * Takes the full inline size of its container (narrow screens, dialogs' stacked actions).
     * @default false
     */
    fullWidth?: boolean;
    /** Called when the button is pressed by mouse, touch, Enter or Space (not while disabled or pending). */
    onPress?: (event: PressEvent) => void;
    /**
     * The action is running: the label stays (for its size), a spinner shows, presses are ignored and the button
     * keeps its focus; screen readers hear "Loading" (translated).
     */
    isPending?: boolean;
    /** Not pressable and skipped by Tab. Prefer explaining why an action is unavailable where you can. */
    isDisabled?: boolean;
    /**
     * `submit` inside a form submits it; `button` does nothing else than onPress.
     * @default 'button'
     */
    type?: 'button' | 'submit' | 'reset';
    /** An extra class, for placement (margins, grid area) only; looks come from variant and size. */
    className?: string;
  };

/**
 * An action. Variants: primary (one per view), secondary, quiet, danger; sizes sm, md, lg.
 * `isPending` keeps the button focusable, blocks presses and announces progress (react-aria).
 */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton {...props} className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <span className={labelHidden}>{content}</span> : content}
          {isPending && (
            <span className={pendingIndicator}>
              <ProgressCircle label={intl.formatMessage(buttonMessages.pending)} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}
