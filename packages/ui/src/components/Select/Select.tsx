import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as field from '../../styles/field.css.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './Select.css.ts';
import { selectMessages } from './Select.messages.ts';

export type SelectOption = { id: string; label: string; isDisabled?: boolean };

export type SelectProps = Omit<AriaSelectProps<SelectOption, 'single'>, 'className' | 'style' | 'children' | 'items' | 'placeholder' | 'selectionMode'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown until something is chosen; a localized “Choose an option” by default. */
  placeholder?: string;
  description?: ReactNode;
  /** Shown under the field and announced; also marks the field invalid. */
  errorMessage?: ReactNode;
  className?: string;
};

/**
 * One choice from a list that opens on press, for when there are too many options for radio buttons.
 * Keyboard: Enter, Space or the arrow keys open it; typing a letter jumps to an option (react-aria).
 */
export function Select({ label, options, placeholder, description, errorMessage, className, isInvalid, isRequired, ...props }: SelectProps) {
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
        {isRequired && <span className={field.requiredMark} aria-hidden="true">*</span>}
      </Label>
      <Button className={[field.input, styles.trigger].join(' ')}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronForward" size="sm" />
        </span>
      </Button>
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
