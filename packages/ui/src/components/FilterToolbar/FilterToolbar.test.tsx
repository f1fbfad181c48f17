import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { FilterToolbar } from './FilterToolbar.tsx';

function Search({ onSearchChange, onSearchSubmit }: { onSearchChange?: (value: string) => void; onSearchSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FilterToolbar
      searchValue={value}
      onSearchChange={(next) => {
        setValue(next);
        onSearchChange?.(next);
      }}
      onSearchSubmit={onSearchSubmit}
      searchLabel="Search classes"
      canReset={value !== ''}
      onReset={() => setValue('')}
      resultCount={value ? 3 : 95}
    />
  );
}

describe('FilterToolbar', () => {
  test('a named search landmark with a labelled search field', async () => {
    await renderInApp(<Search />);
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search classes' })).toBeInTheDocument();
  });

  test('typing reports each change; Enter submits; the count changes in the live region', async () => {
    const onSearchChange = vi.fn();
    const onSearchSubmit = vi.fn();
    await renderInApp(<Search onSearchChange={onSearchChange} onSearchSubmit={onSearchSubmit} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('95 results');
    await userEvent.type(screen.getByRole('searchbox'), 'ph{Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith('ph');
    expect(onSearchSubmit).toHaveBeenCalledWith('ph');
    expect(status).toHaveTextContent('3 results');
  });

  test('Reset is disabled until something is set, and clears it', async () => {
    await renderInApp(<Search />);
    const reset = screen.getByRole('button', { name: 'Reset filters' });
    expect(reset).toBeDisabled();
    await userEvent.type(screen.getByRole('searchbox'), 'x');
    expect(reset).toBeEnabled();
    await userEvent.click(reset);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  test('counts are plural-aware and translated; no count keeps the region empty', async () => {
    await renderInApp(<FilterToolbar resultCount={1} aria-label="One" />);
    await renderInApp(<FilterToolbar resultCount={0} aria-label="None" />);
    expect(screen.getByRole('search', { name: 'One' })).toHaveTextContent('1 result');
    expect(screen.getByRole('search', { name: 'None' })).toHaveTextContent('No results');
    await renderInApp(<FilterToolbar resultCount={3} aria-label="Filtres des classes" />, { locale: 'ru_RU' });
    expect(screen.getByRole('search', { name: 'Filtres des classes' })).toHaveTextContent('3 результата');
  });

  test('the filters given as children are in the landmark; no search field without onSearchChange', async () => {
    await renderInApp(
      <FilterToolbar>
        <select aria-label="Status" />
      </FilterToolbar>,
    );
    expect(screen.getByRole('combobox', { name: 'Status' }).closest('[role="search"]')).not.toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
