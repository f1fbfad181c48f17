import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { ThemePanel, type ThemePanelProps } from './ThemePanel.tsx';

const renderPanel = async (props: Partial<ThemePanelProps> = {}) => {
  const onChange = vi.fn();
  await renderInApp(<ThemePanel overrides={{}} onChange={onChange} {...props} />);
  return onChange;
};

/** The contrast report, one text per pair (ratios sit in their own left-to-right element). */
const report = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('ThemePanel', () => {
  test('one picker and one field per whitelisted token, defaults shown', async () => {
    await renderPanel();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Brand colour' })).toHaveAccessibleDescription('Default #2456d6');
    expect(screen.getByLabelText('Pick the Brand colour')).toHaveValue('#2456d6');
  });

  test('the picker sets the colour; emptying the field removes it; other colours are kept', async () => {
    const onChange = await renderPanel({ overrides: { 'color.link.default': '#0b6460', 'color.header.text': '#000000' } });
    fireEvent.input(screen.getByLabelText('Pick the Brand colour'), { target: { value: '#0f6e67' } });
    expect(onChange).toHaveBeenLastCalledWith({ 'color.link.default': '#0b6460', 'color.header.text': '#000000', 'color.brand.primary': '#0f6e67' });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Links' }));
    expect(onChange).toHaveBeenLastCalledWith({ 'color.header.text': '#000000' });
  });

  test('a failing pair is named with its ratio and the minimum; controls need 3:1, text 4.5:1', async () => {
    await renderPanel({ overrides: { 'color.brand.primary': '#7fb2ff' } });
    expect(screen.getByRole('status')).toHaveTextContent('2 colour pairs are below the WCAG AA contrast minimum.');
    expect(report()).toContain('Primary button label: contrast 2.16:1, needs at least 4.5:1');
    expect(report()).toContain('Brand-coloured controls on cards: contrast 2.16:1, needs at least 3:1');
    // Failing pairs come first.
    expect(report()[0]).toMatch(/needs at least/);
    expect(report().at(-1)).not.toMatch(/needs at least/);
  });

  test('an invalid hex is kept, flagged, and left out of the check', async () => {
    await renderPanel({ overrides: { 'color.brand.primary': 'teal' } });
    const field = screen.getByRole('textbox', { name: 'Brand colour' });
    expect(field).toHaveValue('teal');
    expect(field).toHaveAccessibleDescription('Enter # and six hexadecimal digits, for example #2456d6.');
    expect(screen.getByRole('status')).toHaveTextContent('Every colour pair meets');
  });

  test('in dark mode the light colours fill in where no dark colour is set', async () => {
    await renderPanel({ mode: 'dark', fallbackOverrides: { 'color.link.default': '#0b6460' } });
    expect(screen.getByRole('heading', { name: 'School colours in dark mode' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Links' })).toHaveAccessibleDescription('Default #0b6460');
    // A dark teal link on the dark page is too faint.
    expect(report().some((text) => /^Links on the page background: contrast \d\.\d+:1, needs at least 4\.5:1$/.test(text ?? ''))).toBe(true);
  });

  test('in Arabic, colour codes and ratios stay left to right', async () => {
    await renderInApp(<ThemePanel overrides={{ 'color.brand.primary': '#7fb2ff' }} onChange={vi.fn()} />, { locale: 'ar_SA' });
    const isolates = [...document.querySelectorAll('bdi[dir="ltr"]')].map((element) => element.textContent);
    expect(isolates).toContain('#1c45b0');
    expect(isolates).toContain('٢٫١٦:١');
  });

  test('Reset removes every school colour', async () => {
    const onChange = await renderPanel({ overrides: { 'color.header.text': '#000000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(onChange).toHaveBeenCalledWith({});
  });
});
