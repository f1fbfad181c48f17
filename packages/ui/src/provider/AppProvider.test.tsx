import { describe, expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { sampleSchoolThemes, type SchoolTheme } from '@academy/tokens';
import { renderInApp } from '../test/render.tsx';
import { commonMessages } from '../messages/common.messages.ts';

const harbour = sampleSchoolThemes.find((school) => school.id === 'harbour-academy') as unknown as SchoolTheme;

describe('AppProvider', () => {
  test('Arabic sets <html lang="ar-SA" dir="rtl"> and translates', async () => {
    await renderInApp(<FormattedMessage {...commonMessages.save} />, { locale: 'ar_SA' });
    expect(document.documentElement).toHaveAttribute('lang', 'ar-SA');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('حفظ')).toBeInTheDocument();
  });

  test('switching back to a left-to-right locale resets the direction', async () => {
    await renderInApp(<FormattedMessage {...commonMessages.save} />, { locale: 'ja_JP' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('保存')).toBeInTheDocument();
  });

  test('numbers follow the locale (Arabic-Indic digits in ar-SA)', async () => {
    await renderInApp(<FormattedNumber value={1234} />, { locale: 'ar_SA' });
    expect(screen.getByText('١٬٢٣٤')).toBeInTheDocument();
  });

  test('a school theme is applied as inline CSS variables on the themed root, nothing else is overridden', async () => {
    const { container } = await renderInApp(<span>x</span>, { school: harbour });
    const root = container.querySelector('[data-theme]') as HTMLElement;
    expect(root.style.getPropertyValue('--ap-color-brand-primary')).toBe('#0f6e67');
    expect(root.style.getPropertyValue('--ap-color-header-background')).toBe('#0b3b38');
    expect(root.style.getPropertyValue('--ap-color-text-primary')).toBe('');
  });

  test('dark mode uses the school’s dark values', async () => {
    const { container } = await renderInApp(<span>x</span>, { school: harbour, theme: 'dark' });
    const root = container.querySelector('[data-theme]') as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root.style.getPropertyValue('--ap-color-brand-primary')).toBe('#2cc5b5');
  });

  test('the font stack follows the script: Japanese glyphs for ja_JP', async () => {
    const { container } = await renderInApp(<span>x</span>, { locale: 'ja_JP' });
    const root = container.querySelector('[data-theme]') as HTMLElement;
    expect(root.style.getPropertyValue('--ap-font-family-body')).toBe('var(--ap-font-family-script-jp)');
  });
});
