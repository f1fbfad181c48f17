import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  SCHOOL_TOKEN_PATHS,
  THEME_COLOR_PAIRS,
  checkContrast,
  isHexColor,
  themeColors,
  type ContrastResult,
  type SchoolTokenPath,
  type ThemeMode,
} from '@academy/tokens';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { TextField } from '../TextField/index.ts';
import { themePairMessages, themePanelMessages, themeTokenMessages } from './ThemePanel.messages.ts';
import * as styles from './ThemePanel.css.ts';

export type ThemeOverrides = Partial<Record<SchoolTokenPath, string>>;

export type ThemePanelProps = {
  /** The school's colours for `mode`, as typed: an entry that is not a colour yet is shown with its error, not dropped. */
  overrides: ThemeOverrides;
  /** Which mode's colours these are (light by default). */
  mode?: ThemeMode;
  /** In dark mode, the school's light colours, which apply wherever no dark colour is set. */
  fallbackOverrides?: ThemeOverrides;
  headingLevel?: 2 | 3 | 4;
  /** The new set of colours; an emptied field removes its entry (the default applies again). */
  onChange: (overrides: ThemeOverrides) => void;
  className?: string;
};

/** The pairs a school's colours can change (at least one side is a whitelisted token). */
const SCHOOL_PAIRS = THEME_COLOR_PAIRS.filter((pair) => (SCHOOL_TOKEN_PATHS as readonly string[]).some((path) => path === pair.foreground || path === pair.background));

const swatchValue = (value: string | undefined, fallback: string) => (isHexColor(value) ? value.trim() : fallback).slice(0, 7).toLowerCase();

/**
 * The decoration editor's brand colours: for each whitelisted school token a colour picker and a hex field, and a
 * live contrast check (checkContrast from @academy/tokens) of every pair those colours take part in, against WCAG AA
 * (4.5:1 for text, 3:1 for controls). Failing pairs are named with their ratio. Reset removes every school colour.
 */
export function ThemePanel({ overrides, mode = 'light', fallbackOverrides, headingLevel = 2, onChange, className }: ThemePanelProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${Math.min(headingLevel + 1, 4)}` as 'h3' | 'h4';
  const headingId = useId();

  const school = useMemo(
    () => (mode === 'light' ? { id: 'draft', name: 'draft', light: overrides } : { id: 'draft', name: 'draft', light: fallbackOverrides ?? {}, dark: overrides }),
    [mode, overrides, fallbackOverrides],
  );
  const defaults = useMemo(() => themeColors(mode, mode === 'dark' ? { id: 'fallback', name: 'fallback', light: fallbackOverrides ?? {} } : undefined), [mode, fallbackOverrides]);
  // themeColors applies only the valid entries, so a half-typed colour does not disturb the check.
  // Failing pairs first: they are what the administrator has to act on.
  const results = useMemo(() => checkContrast(themeColors(mode, school), SCHOOL_PAIRS).sort((a, b) => Number(a.passes) - Number(b.passes)), [mode, school]);
  const failing = results.filter((result) => !result.passes);

  const set = (path: SchoolTokenPath, value: string) => {
    const next: ThemeOverrides = { ...overrides };
    if (value.trim() === '') delete next[path];
    else next[path] = value;
    onChange(next);
  };

  const pairName = (result: ContrastResult) => {
    const key = `${result.foreground}|${result.background}`;
    return key in themePairMessages
      ? intl.formatMessage(themePairMessages[key as keyof typeof themePairMessages])
      : intl.formatMessage(themePanelMessages.pairFallback, { foreground: ltr(result.foreground), background: ltr(result.background) });
  };
  /** Colour codes and ratios read left to right in every language (an isolate, so “#ffffff” does not become “ffffff#” in Arabic). */
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const ratio = (value: number) => ltr(`${intl.formatNumber(value, { maximumFractionDigits: 2 })}:${intl.formatNumber(1)}`);

  return (
    <section aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading id={headingId} className={styles.heading}>
            {intl.formatMessage(mode === 'dark' ? themePanelMessages.headingDark : themePanelMessages.heading)}
          </Heading>
          <p className={styles.intro}>{intl.formatMessage(themePanelMessages.intro)}</p>
        </div>
        <Button variant="secondary" size="sm" isDisabled={Object.keys(overrides).length === 0} onPress={() => onChange({})}>
          <Icon name="refresh" size="sm" />
          {intl.formatMessage(themePanelMessages.reset)}
        </Button>
      </div>

      <div className={styles.tokens}>
        {SCHOOL_TOKEN_PATHS.map((path) => {
          const name = intl.formatMessage(themeTokenMessages[path]);
          const value = overrides[path];
          const fallback = defaults[path] ?? '';
          const invalid = value !== undefined && value.trim() !== '' && !isHexColor(value);
          return (
            <div key={path} className={styles.token}>
              <div className={styles.swatchCell}>
                <input
                  type="color"
                  className={styles.swatch}
                  value={swatchValue(value, fallback)}
                  aria-label={intl.formatMessage(themePanelMessages.picker, { token: name })}
                  onChange={(event) => set(path, event.target.value)}
                />
              </div>
              <TextField
                label={name}
                value={value ?? ''}
                placeholder={fallback}
                inputDir="ltr"
                spellCheck="false"
                autoComplete="off"
                description={value === undefined ? intl.formatMessage(themePanelMessages.defaultValue, { value: ltr(fallback) }) : undefined}
                // One element: the error line is a flex row, which would lay out the text and the colour code as columns.
                errorMessage={invalid ? <span>{intl.formatMessage(themePanelMessages.hexInvalid, { example: ltr(fallback) })}</span> : undefined}
                onChange={(text) => set(path, text)}
              />
            </div>
          );
        })}
      </div>

      <div className={styles.report}>
        <Subheading className={styles.reportHeading}>{intl.formatMessage(themePanelMessages.contrastHeading)}</Subheading>
        <p role="status" className={[styles.summary, failing.length > 0 ? styles.summaryFail : styles.summaryPass].join(' ')}>
          <Icon name={failing.length > 0 ? 'alert' : 'checkCircle'} size="sm" className={styles.pairIcon} />
          <span>{failing.length > 0 ? intl.formatMessage(themePanelMessages.contrastFail, { count: failing.length }) : intl.formatMessage(themePanelMessages.contrastPass)}</span>
        </p>
        <ul className={styles.pairs}>
          {results.map((result) => (
            <li key={`${result.foreground}|${result.background}`} className={[styles.pair, result.passes ? styles.pairPass : styles.pairFail].join(' ')}>
              <Icon name={result.passes ? 'check' : 'alert'} size="sm" className={styles.pairIcon} />
              <span>
                {result.passes
                  ? intl.formatMessage(themePanelMessages.pairPass, { pair: pairName(result), ratio: ratio(result.ratio) })
                  : intl.formatMessage(themePanelMessages.pairFail, { pair: pairName(result), ratio: ratio(result.ratio), minimum: ratio(result.minimum) })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
