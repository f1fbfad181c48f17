import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, type ButtonVariants } from './Button.css.ts';

export type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> &
  ButtonVariants & {
    className?: string;
    type?: 'button' | 'submit';
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * The Button's look on a native <button>, for page chrome and listings (header, footer, error pages, a banner's
 * close, a section's search): their actions need no pending state or react-aria wiring, and react-aria's Button
 * adds its press machinery to every page that shows one (about 10 KB gzip on the home route). Forms, dialogs and
 * composite widgets keep `Button`.
 */
export function PlainButton({ variant, size, fullWidth, className, type = 'button', ...props }: PlainButtonProps) {
  return <button {...props} type={type} data-plain="" className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')} />;
}
