import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { button, labelHidden, pendingIndicator, type ButtonVariants } from './Button.css.ts';
import { buttonMessages } from './Button.messages.ts';
import { ProgressCircle } from './ProgressCircle.tsx';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'style'> &
  ButtonVariants & {
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
