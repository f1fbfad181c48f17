import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateComposition } from '@academy/rules';
import { renderInApp } from '../../test/render.tsx';
import { cardSection, samplePage } from './fixtures.ts';
import { SectionList, type SectionListProps } from './SectionList.tsx';

const handlers = () => ({ onSelect: vi.fn(), onMove: vi.fn(), onRemove: vi.fn(), onDuplicate: vi.fn(), onAdd: vi.fn() });
const renderList = (props: Partial<SectionListProps> = {}, locale: 'en_US' | 'zh_CN' | 'ar_SA' = 'en_US') => {
  const spies = handlers();
  return renderInApp(<SectionList sections={samplePage.sections} {...spies} {...props} />, { locale }).then(() => spies);
};

describe('SectionList', () => {
  test('one row per section with its name, kind and audience', async () => {
    await renderList();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toHaveTextContent('Recommended for you');
    expect(rows[2]).toHaveTextContent('All-in-one');
    expect(rows[2]).toHaveTextContent('Everyone');
    expect(rows[5]).toHaveTextContent('Visitors');
  });

  test('Chinese readers see the Chinese titles', async () => {
    await renderList({}, 'zh_CN');
    expect(screen.getAllByRole('row')[2]).toHaveTextContent('推荐学习');
  });

  test('Move up/down report the new index; the first cannot go up, the last cannot go down', async () => {
    const spies = await renderList();
    expect(screen.getByRole('button', { name: 'Move Banner up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Newest Q&A down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Most viewed up' }));
    expect(spies.onMove).toHaveBeenLastCalledWith('cards-2', 2);
    expect(screen.getByRole('status')).toHaveTextContent('Most viewed moved to position 3 of 6');
    await userEvent.click(screen.getByRole('button', { name: 'Move Most viewed down' }));
    expect(spies.onMove).toHaveBeenLastCalledWith('cards-2', 4);
  });

  test('duplicate and remove name their section', async () => {
    const spies = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Navigation' }));
    expect(spies.onDuplicate).toHaveBeenCalledWith('navigation-1');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rankings' }));
    expect(spies.onRemove).toHaveBeenCalledWith('ranking-1');
  });

  test('pressing a row selects it', async () => {
    const spies = await renderList({ selectedId: 'banner-1' });
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getAllByRole('row')[4]!);
    expect(spies.onSelect).toHaveBeenCalledWith('ranking-1');
  });

  test('the Add menu lists nine card kinds, then ranking, banner and navigation', async () => {
    const spies = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'All-in-one',
      'Single page',
      'Short videos',
      'Most viewed',
      'Most downloads',
      'Highest rated',
      'Hottest articles',
      'Newest Q&A',
      'Newest articles',
      'Rankings',
      'Banner',
      'Navigation',
    ]);
    await userEvent.click(items[10]!);
    expect(spies.onAdd).toHaveBeenCalledWith('banner');
  });

  test('at the limit Add and Duplicate are disabled and the limit is said', async () => {
    await renderList({ maxSections: 6 });
    expect(screen.getByRole('button', { name: 'Add section' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Duplicate Banner' })).toBeDisabled();
    expect(screen.getByText('A page holds at most 6 sections.')).toBeInTheDocument();
  });

  test('rows with problems show how many', async () => {
    const sections = [cardSection({ columns: 1, title: { name: '', nameEn: '' } })];
    await renderList({ sections, problems: validateComposition({ sections }) });
    expect(screen.getByRole('row')).toHaveTextContent('2 problems');
  });

  test('an empty page says so', async () => {
    await renderList({ sections: [] });
    expect(screen.getByRole('heading', { name: 'No sections yet' })).toBeInTheDocument();
  });
});
