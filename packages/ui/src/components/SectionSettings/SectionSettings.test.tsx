import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateComposition, type Section } from '@academy/rules';
import { renderInApp } from '../../test/render.tsx';
import { cardSection, rankingSection, sampleCategories } from '../SectionList/fixtures.ts';
import { SectionSettings } from './SectionSettings.tsx';

// The real select loads on first use: on a cold, busy machine its module can take more than the default second.
const LAZY = { timeout: 10_000 };

const renderSettings = async (section: Section, locale: 'en_US' | 'zh_CN' = 'en_US') => {
  const onChange = vi.fn();
  await renderInApp(<SectionSettings section={section} problems={validateComposition({ sections: [section] })} categories={sampleCategories} onChange={onChange} />, { locale });
  return onChange;
};

describe('SectionSettings', () => {
  test('a card section shows its values', async () => {
    await renderSettings(cardSection({ columns: 3, audience: 2 }));
    // A title written before decision 0040 (Chinese and English): the page's language first when no school default is given.
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveValue('Most viewed');
    expect(screen.getByRole('textbox', { name: '简体中文' })).toHaveValue('最多浏览');
    expect(screen.getByRole('radio', { name: 'Title' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Members' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most popular' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Number of items' })).toHaveValue('8');
  });

  test('typing a title sends it in every language written, with the spec’s zh/en fields as its view', async () => {
    const onChange = await renderSettings(cardSection());
    await userEvent.type(screen.getByRole('textbox', { name: 'English' }), '!');
    expect(onChange).toHaveBeenLastCalledWith({ title: { names: { zh_CN: '最多浏览', en_US: 'Most viewed!' }, name: '最多浏览', nameEn: 'Most viewed!' } });
  });

  test("an Arabic school's title: one field, in Arabic, the default; Chinese and English only when added", async () => {
    const onChange = vi.fn();
    const section = cardSection({ title: { names: { ar_SA: 'الأحدث' }, name: 'الأحدث', nameEn: 'الأحدث' } });
    await renderInApp(<SectionSettings section={section} defaultLocale="ar_SA" onChange={onChange} />, { locale: 'en_US' });
    expect(screen.getByRole('textbox', { name: 'العربية' })).toHaveValue('الأحدث');
    expect(screen.queryByRole('textbox', { name: 'English' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '简体中文' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'العربية' }), '!');
    expect(onChange).toHaveBeenLastCalledWith({ title: { names: { ar_SA: 'الأحدث!' }, name: 'الأحدث!', nameEn: 'الأحدث!' } });
  });

  test('another resource type brings its content kind along', async () => {
    const onChange = await renderSettings(cardSection());
    const typeOfContent = () => screen.getByRole('button', { name: /Type of content/ });
    // A pointer hovers before it presses: the real select has taken the look-alike's place by then.
    await userEvent.hover(typeOfContent());
    await waitFor(() => expect(typeOfContent()).toHaveAttribute('data-rac'), LAZY);
    await userEvent.click(typeOfContent());
    await userEvent.click(await screen.findByRole('option', { name: 'Exams' }, LAZY));
    expect(onChange).toHaveBeenLastCalledWith({ source: { resourceType: 2, contentKind: 'exam' } });
  });

  test('the number of items: out of range is passed on; not a number stays in the field with an error', async () => {
    const onChange = await renderSettings(cardSection());
    const count = screen.getByRole('textbox', { name: 'Number of items' });
    await userEvent.clear(count);
    expect(onChange).not.toHaveBeenCalled();
    expect(count).toHaveAccessibleDescription('Enter a whole number.');
    await userEvent.type(count, '0');
    expect(onChange).toHaveBeenLastCalledWith({ source: { count: 0 } });
  });

  test('problems show next to their fields', async () => {
    await renderSettings(cardSection({ columns: 1, title: { name: null, nameEn: null }, source: { ...cardSection().source, count: 21 } }));
    expect(screen.getByRole('textbox', { name: 'English' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Cards per row' })).toHaveAccessibleDescription('This section is set to 1 cards per row. Choose from 2 to 5.');
    expect(screen.getByRole('textbox', { name: 'Number of items' })).toHaveAccessibleDescription('Show from 1 to 20 items.');
  });

  test('a ranking section offers period, kind, range and lists', async () => {
    const onChange = await renderSettings(rankingSection());
    expect(screen.getByRole('radio', { name: 'Last month' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Month' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Cards per row' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onChange).toHaveBeenLastCalledWith({ range: 1 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Popular courses' }));
    expect(onChange).toHaveBeenLastCalledWith({ lists: [] });
  });

  test('in Chinese the labels and the heading are Chinese', async () => {
    await renderSettings(cardSection(), 'zh_CN');
    expect(screen.getByRole('heading', { name: '最多浏览' })).toBeInTheDocument();
    expect(screen.queryByText('Cards per row')).toBeNull();
  });
});
