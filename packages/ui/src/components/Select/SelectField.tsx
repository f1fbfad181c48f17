import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useContext, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as field from '../../styles/field.css.ts';
import { RequiredMark } from '../../styles/RequiredMark.tsx';
import { Icon } from '../Icon/index.ts';
import * as styles from './Select.css.ts';
import { selectMessages } from './Select.messages.ts';
import type { SelectProps } from './Select.tsx';

// Loaded when a Select is first hovered, focused or pressed (Select.tsx).

/** How the look-alike was asked to open: pressed, or an arrow key (the list's first or last option takes focus). */
export type OpenOnMount = 'press' | 'first' | 'last';

/**
 * Opens the list once the button has taken the focus (the button's effects, earlier in the tree, run first) and
 * the options are known (react-aria builds the collection after the first render; an empty one does not open):
 * the list then returns the focus to the button when it closes, as when the button itself opened it.
 */
function OpenAfterFocus({ how }: { how: OpenOnMount }) {
  const state = useContext(SelectStateContext);
  const size = state?.collection.size ?? 0;
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !state || size === 0) return;
    opened.current = true;
    state.open(how === 'press' ? null : how);
  }, [state, size, how]);
  return null;
}

/** The select itself: react-aria's Select with our label, button, description, error and list. */
export function SelectField({ label, options, placeholder, description, errorMessage, className, isInvalid, isRequired, openOnMount, ...props }: SelectProps & { openOnMount?: OpenOnMount }) {
  const intl = useIntl();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
      isRequired={isRequired}
      isInvalid={isInvalid ?? (errorMessage ? true : undefined)}
      className={[field.field, styles.root, className].filter(Boolean).join(' ')}
    >
      <Label className={field.label}>
        {label}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <Button className={[field.input, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronForward" size="sm" />
        </span>
      </Button>
      {openOnMount && <OpenAfterFocus how={openOnMount} />}
      {description && !errorMessage && (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      )}
      <FieldError className={field.error}>
        {errorMessage ?? ((validation) => (validation.validationDetails.valueMissing ? intl.formatMessage(selectMessages.required) : validation.validationErrors.join(' ') || null))}
      </FieldError>
      <Popover className={styles.popover}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {isSelected && <Icon name="check" size="sm" className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
