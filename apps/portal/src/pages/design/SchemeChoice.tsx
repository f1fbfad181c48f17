import { useIntl } from 'react-intl';
import { RadioGroup } from '@academy/ui';
import type { ThemeMode } from '@academy/tokens';
import { designMessages as messages } from './design.messages.ts';

/** Light or dark: which colours the theme panel edits, and how the preview shows the page. */
export function SchemeChoice({ label, value, onChange }: { label: string; value: ThemeMode; onChange: (mode: ThemeMode) => void }) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={label}
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next === 'dark' ? 'dark' : 'light')}
      options={[
        { value: 'light', label: intl.formatMessage(messages.schemeLight) },
        { value: 'dark', label: intl.formatMessage(messages.schemeDark) },
      ]}
    />
  );
}
