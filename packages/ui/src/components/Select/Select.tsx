import { useEffect, useId, useRef, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { Key, SelectProps as AriaSelectProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import { Icon } from '../Icon/index.ts';
import * as styles from './Select.css.ts';
import { selectMessages } from './Select.messages.ts';

export type SelectOption = { id: string; label: string; isDisabled?: boolean };

export type SelectProps = Omit<AriaSelectProps<SelectOption, 'single'>, 'className' | 'style' | 'children' | 'items' | 'placeholder' | 'selectionMode'> & {
  /** The visible label, always present; screen readers read it as the button's name, after the chosen value. */
  label: ReactNode;
  /** The choices, in the page's language, in the order shown; a disabled one is shown but cannot be chosen. */
  options: ReadonlyArray<SelectOption>;
  /** Shown until something is chosen; a localized “Choose an option” by default. */
  placeholder?: string;
  /** Help text under the field, read after the label; hidden while an error shows. */
  description?: ReactNode;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: ReactNode;
  /** The chosen option's `id` when the page holds it (with onChange); null for none. */
  value?: Key | null;
  /** The option chosen at first when the select holds its choice itself. */
  defaultValue?: Key | null;
  /** Called with the chosen option's `id` (null when cleared). */
  onChange?: (key: Key | null) => void;
  /** Marks the label with a required sign, tells screen readers, and refuses an empty choice on submit. */
  isRequired?: boolean;
  /** Shown dimmed, skipped by Tab, never opens. */
  isDisabled?: boolean;
  /** Marks the field invalid without a message of its own (a form's summary says why). */
  isInvalid?: boolean;
  /** Holds the list open (or closed) from the page, with onOpenChange. */
  isOpen?: boolean;
  /** The form field name: a hidden input carries the chosen `id` when a form is submitted. */
  name?: string;
  /** An extra class on the field's outer box (its place in a page layout). */
  className?: string;
};

import type { OpenOnMount } from './SelectField.tsx';

type SelectFieldModule = typeof import('./SelectField.tsx');
// Held once loaded, so the real select renders in the same commit that removes the look-alike: no Suspense
// fallback in between, whose button would take a key or a click meant for the select and drop it.
let loadedModule: SelectFieldModule | null = null;
const loadSelectField = () => import('./SelectField.tsx').then((module) => (loadedModule = module));

/** The keys that open react-aria's Select from its button, and where each puts the focus in the list. */
const OPENING_KEYS: Partial<Record<string, OpenOnMount>> = { ArrowDown: 'first', ArrowUp: 'last', Enter: 'press', ' ': 'press' };

/**
 * One choice from a list that opens on press, for when there are too many options for radio buttons.
 * Keyboard: Enter, Space or the arrow keys open it; typing a letter jumps to an option (react-aria).
 *
 * Until first hovered or opened it is a look-alike: the same label, button, value, description and error on plain
 * elements. The list, its popover and react-aria's collections (~35 KB gzip) load on first hover or focus, and the
 * real select takes the look-alike's place on hover, or on the press or key that opens it — then open, with the
 * focus. Focus alone only loads it: the button under the keyboard's focus is never swapped between a focus and the
 * key that follows (a key landing in that gap was lost). A page of filters and forms shows at once; most of its
 * selects are never opened.
 */
export function Select(props: SelectProps) {
  // Held open, or focused from the start: the real one at once.
  const eager = props.isOpen !== undefined || props.defaultOpen === true || props.autoFocus === true;
  const [live, setLive] = useState<{ focus: boolean; open?: OpenOnMount } | null>(eager ? { focus: false } : null);
  const [module, setModule] = useState(loadedModule);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A press under way: the real select must not take the button's place between its pointer down and its click.
  const pressing = useRef(false);
  // Wanted before its module has arrived (held open, or pressed at once): the look-alike stays, marked pending.
  useEffect(() => {
    if (live && !module) void loadSelectField().then(setModule);
  }, [live, module]);

  if (live && module) {
    const { SelectField } = module;
    // oxlint-disable-next-line jsx-a11y/no-autofocus -- the focus the look-alike held moves to the real button
    return <SelectField {...props} autoFocus={props.autoFocus || live.focus || live.open !== undefined} openOnMount={live.open} />;
  }

  // A key or click that opens it, arriving after the take-over was decided but before it rendered, still opens it.
  const takeOver = (open?: OpenOnMount) => setLive((current) => (current ? { ...current, open: current.open ?? open } : { focus: document.activeElement === buttonRef.current, open }));
  const preload = () => void loadSelectField().then(setModule);
  const prepare = () =>
    void loadSelectField().then((loaded) => {
      setModule(loaded);
      if (!pressing.current) takeOver();
    });
  return (
    <SelectLookAlike
      {...props}
      isPending={live !== null}
      button={{
        ref: buttonRef,
        onPointerEnter: prepare,
        onFocus: preload,
        onPointerDown: () => {
          pressing.current = true;
          prepare();
        },
        onPointerLeave: () => {
          // A press that leaves the button ends without its click.
          pressing.current = false;
        },
        onClick: () => {
          pressing.current = false;
          takeOver('press');
        },
        onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
          const how = OPENING_KEYS[event.key];
          if (!how) return;
          // Handled here, so the browser's own Enter and Space click does not follow.
          event.preventDefault();
          takeOver(how);
        },
      }}
    />
  );
}

/** What the look-alike's button does before the real select takes over. */
type LookAlikeButton = Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'onPointerEnter' | 'onFocus' | 'onPointerDown' | 'onPointerLeave' | 'onClick' | 'onKeyDown'> & { ref: Ref<HTMLButtonElement> };

/** react-aria's Select as it looks closed (SelectField.tsx), on plain elements: same classes, names and states. */
function SelectLookAlike({ label, options, placeholder, description, errorMessage, className, isInvalid, isRequired, isDisabled, name, button, isPending, ...props }: SelectProps & { button?: LookAlikeButton; isPending?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const invalid = isInvalid ?? Boolean(errorMessage);
  const selectedKey = props.value ?? props.selectedKey ?? props.defaultValue ?? props.defaultSelectedKey ?? null;
  const selected = options.find((option) => option.id === selectedKey);
  const help = errorMessage ? `${id}-error` : description ? `${id}-description` : undefined;
  return (
    <div className={[field.field, styles.root, className].filter(Boolean).join(' ')} data-invalid={invalid || undefined} data-disabled={isDisabled || undefined} data-required={isRequired || undefined} data-lazy-pending={isPending ? '' : undefined}>
      <span id={`${id}-label`} className={field.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </span>
      <button
        {...button}
        type="button"
        className={[field.input, styles.trigger].join(' ')}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={help}
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
      >
        <span id={`${id}-value`} className={styles.value} data-placeholder={selected ? undefined : true}>
          {selected?.label ?? placeholder ?? intl.formatMessage(selectMessages.placeholder)}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronForward" size="sm" />
        </span>
      </button>
      {description && !errorMessage && (
        <span id={`${id}-description`} className={field.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className={field.error}>
          {errorMessage}
        </span>
      )}
      {name && <input type="hidden" name={name} value={selectedKey === null ? '' : String(selectedKey)} />}
    </div>
  );
}
