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
    expect(screen.getByRole('textbox', { name: 'Chinese title' })).toHaveValue('最多浏览');
    expect(screen.getByRole('textbox', { name: 'English title' })).toHaveValue('Most viewed');
    expect(screen.getByRole('radio', { name: 'Title' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Members' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Most popular' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Number of items' })).toHaveValue('8');
  });

  test('typing a title sends a title patch in that language only', async () => {
    const onChange = await renderSettings(cardSection());
    await userEvent.type(screen.getByRole('textbox', { name: 'English title' }), '!');
    expect(onChange).toHaveBeenLastCalledWith({ title: { nameEn: 'Most viewed!' } });
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
    expect(screen.getByRole('textbox', { name: 'English title' })).toHaveAttribute('aria-invalid', 'true');
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
