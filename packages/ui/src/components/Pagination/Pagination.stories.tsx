import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { documents } from '../../test/stories.ts';

/** Holds the page like a list page does, so the stories can be clicked through. */
function Paged({ page: initial, onChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: documents<typeof Paged>(Pagination),
  render: (args) => <Paged {...args} />,
  args: { page: 1, totalPages: 20, onChange: fn() },
} satisfies Meta<typeof Paged>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First page: “previous” is disabled; the last page is one press away after the ellipsis. */
export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(/./);
    const [previous] = canvas.getAllByRole('button');
    await expect(previous).toBeDisabled();
    const current = canvas.getByRole('button', { current: 'page' });
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(current).not.toHaveAttribute('aria-current');
  },
};

/** In the middle: both ellipses, the current page and one page on each side. */
export const Middle: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    // previous, 1, 9, 10, 11, 20, next — the two ellipses are hidden from screen readers.
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await expect(canvas.getByRole('button', { current: 'page' })).toHaveAccessibleName(/10|١٠|10/);
  },
};

/** Last page: “next” is disabled. Pressing “next” onto the last page moves focus to it rather than losing it. */
export const LastPage: Story = {
  args: { page: 19 },
  play: async ({ canvas, args }) => {
    const next = canvas.getAllByRole('button').at(-1)!;
    await userEvent.click(next);
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await expect(next).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { current: 'page' })).toHaveFocus());
  },
};

/** Seven pages or fewer: every number, no ellipsis. */
export const FewPages: Story = { args: { page: 3, totalPages: 7 } };

export const SinglePage: Story = { args: { totalPages: 1 } };

/** From a total count: 95 items, 10 a page → 10 pages. */
export const FromTotalItems: Story = {
  args: { page: 4, totalPages: undefined, totalItems: 95, pageSize: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').at(-2)).toHaveAccessibleName(/10|١٠/);
  },
};

/** Large page numbers are grouped the locale's way and widen their buttons. */
export const LongNumbers: Story = { args: { page: 9876, totalPages: 12345 } };

/** More siblings, for wide lists. */
export const TwoSiblings: Story = { args: { page: 10, siblings: 2 } };

/** While the next page loads. */
export const Disabled: Story = {
  args: { page: 10, isDisabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Nothing to page through: nothing is rendered. */
export const Empty: Story = {
  args: { totalPages: 0 },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
