import { useIntl } from 'react-intl';
import { LOCALE_CODES, LOCALES, type LocaleCode, type LocalizedTexts } from '@academy/rules';
import { IconButton } from '../IconButton/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { localizedTextFieldsMessages as messages } from './LocalizedTextFields.messages.ts';
import * as styles from './LocalizedTextFields.css.ts';

export type LocalizedTextFieldsProps = {
  /**
   * What the text is ("Caption", "School name"): the group's legend; each field is named by its language. Without
   * it the fields join the surrounding fieldset (a section's "Title" group).
   */
  label?: string | undefined;
  /** The text by language (decision 0040); languages present get a field even when empty. */
  value: LocalizedTexts;
  /** The school's default language: always first, never removable, the one `isRequired` applies to. */
  defaultLocale: LocaleCode;
  isRequired?: boolean;
  /** Shown under the default language's field and announced. */
  errorMessage?: string | undefined;
  maxLength?: number;
  onChange: (value: LocalizedTexts) => void;
};

/**
 * One text in the languages a school writes it in (decision 0040), a field per language named by the language's own
 * name: the default language first, then the others it added, and a select to add one of the 12.
 */
export function LocalizedTextFields({ label, value, defaultLocale, isRequired, errorMessage, maxLength, onChange }: LocalizedTextFieldsProps) {
  const intl = useIntl();
  const shown = [defaultLocale, ...LOCALE_CODES.filter((code) => code !== defaultLocale && value[code] !== undefined)];
  const addable = LOCALE_CODES.filter((code) => !shown.includes(code));
  const without = (code: LocaleCode) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== code)) as LocalizedTexts;
  const Group = label ? 'fieldset' : 'div';
  return (
    <Group className={styles.group}>
      {label && <legend className={styles.legend}>{label}</legend>}
      {shown.map((code) => {
        const language = LOCALES[code].nativeName;
        const isDefault = code === defaultLocale;
        return (
          <div key={code} className={styles.row}>
            <TextField
              className={styles.grow}
              label={language}
              description={isDefault && shown.length > 1 ? intl.formatMessage(messages.defaultHint) : undefined}
              value={value[code] ?? ''}
              onChange={(text) => onChange({ ...value, [code]: text })}
              isRequired={isDefault && isRequired}
              errorMessage={isDefault ? errorMessage : undefined}
              maxLength={maxLength}
            />
            {!isDefault && <IconButton icon="trash" aria-label={intl.formatMessage(messages.remove, { language })} onPress={() => onChange(without(code))} />}
          </div>
        );
      })}
      {addable.length > 0 && (
        <div className={styles.add}>
          <Select
            label={intl.formatMessage(messages.addLanguage)}
            placeholder={intl.formatMessage(messages.addLanguagePlaceholder)}
            options={addable.map((code) => ({ id: code, label: LOCALES[code].nativeName }))}
            value={null}
            onChange={(key) => key !== null && onChange({ ...value, [key as LocaleCode]: '' })}
          />
        </div>
      )}
    </Group>
  );
}
