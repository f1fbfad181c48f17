import * as field from './field.css.ts';

/** The asterisk after a required field's label, for the eye (the field itself says it is required). */
export function RequiredMark({ isRequired }: { isRequired: boolean | undefined }) {
  return isRequired ? (
    <span className={field.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
}
