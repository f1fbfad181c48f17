import type { ComponentType } from 'react';
import { AppProvider, vars } from '@academy/ui';
import { LOCALES, type LocaleCode } from '@academy/rules';
import type { CompiledMessages } from '@academy/i18n';
import type { ThemeMode } from '@academy/tokens';

/** Theme × direction × script: LTR Latin, RTL Arabic, CJK — each in light and dark. */
export const MATRIX_LOCALES = ['en_US', 'ar_SA', 'zh_CN'] as const satisfies readonly LocaleCode[];
export const MATRIX_THEMES = ['light', 'dark'] as const satisfies readonly ThemeMode[];

export type VisualParameters = {
  /** Leave the story out of the screenshots (say why in the story). */
  skip?: boolean;
  /** `grid` puts the six cells three to a row; `stack` gives each the full width (wide components). */
  layout?: 'grid' | 'stack';
  /** Height of each cell, for stories whose content is positioned (open dialogs, popovers, toasts). */
  cellHeight?: number;
};

type MatrixProps = {
  Story: ComponentType;
  messages: Record<LocaleCode, CompiledMessages>;
  parameters: VisualParameters;
};

/**
 * Renders one story in every cell of the matrix side by side, so one screenshot covers six states.
 * Each cell is a containing block (contain: paint), so a modal's fixed overlay stays inside its own cell.
 */
export function Matrix({ Story, messages, parameters }: MatrixProps) {
  const columns = parameters.layout === 'stack' ? '960px' : `repeat(${MATRIX_LOCALES.length}, 420px)`;
  return (
    <div data-testid="visual-matrix" style={{ display: 'grid', gridTemplateColumns: columns, inlineSize: 'max-content' }}>
      {MATRIX_THEMES.flatMap((theme) =>
        MATRIX_LOCALES.map((locale) => (
          <section
            key={`${theme}-${locale}`}
            aria-label={`${theme} ${LOCALES[locale].nativeName}`}
            style={{ contain: 'paint', position: 'relative', display: 'grid', minBlockSize: parameters.cellHeight }}
          >
            <AppProvider locale={locale} theme={theme} messages={messages[locale]} syncDocument={false}>
              <div style={{ padding: vars.space.lg, minBlockSize: parameters.cellHeight, boxSizing: 'border-box' }}>
                <Story />
              </div>
            </AppProvider>
          </section>
        )),
      )}
    </div>
  );
}
