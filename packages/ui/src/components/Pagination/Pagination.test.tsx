import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../test/render.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

function Paged(props: Omit<PaginationProps, 'onChange'> & { onChange?: (page: number) => void }) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        props.onChange?.(next);
      }}
    />
  );
}

const labels = () => [...screen.getByRole('list').children].map((item) => item.textContent || item.querySelector('button')?.getAttribute('aria-label'));

describe('Pagination', () => {
  test('a named nav landmark; the current page has aria-current="page"', async () => {
    await renderInApp(<Pagination page={3} totalPages={5} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  test('ellipses stand for skipped pages and are hidden from screen readers', async () => {
    await renderInApp(<Pagination page={10} totalPages={20} onChange={() => {}} />);
    expect(labels()).toEqual(['Previous page', '1', '…', '9', '10', '11', '…', '20', 'Next page']);
    for (const ellipsis of screen.getAllByText('…')) expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
  });

  test('previous, next and page buttons call onChange', async () => {
    const onChange = vi.fn();
    await renderInApp(<Paged page={1} totalPages={20} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onChange).toHaveBeenLastCalledWith(20);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(19);
  });

  test('pressing the current page does nothing', async () => {
    const onChange = vi.fn();
    await renderInApp(<Pagination page={2} totalPages={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  test('focus is not lost when an arrow disables itself', async () => {
    await renderInApp(<Paged page={2} totalPages={5} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    await userEvent.click(previous);
    expect(previous).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
  });

  test('pages from total items and page size', async () => {
    await renderInApp(<Pagination page={1} totalItems={95} pageSize={10} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 11' })).toBeNull();
  });

  test('no pages: nothing rendered', async () => {
    await renderInApp(<Pagination page={1} totalPages={0} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  test('isDisabled disables every button', async () => {
    await renderInApp(<Pagination page={3} totalPages={5} onChange={() => {}} isDisabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });

  test('numbers and labels in the locale’s digits', async () => {
    await renderInApp(<Pagination page={3} totalPages={5} onChange={() => {}} />, { locale: 'ar_SA' });
    const current = screen.getByRole('button', { current: 'page' });
    expect(current).toHaveTextContent('٣');
    expect(current.getAttribute('aria-label')).toContain('٣');
  });
});
