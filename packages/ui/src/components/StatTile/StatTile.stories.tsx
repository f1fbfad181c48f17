import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { storyIntl, documents } from '../../test/stories.ts';
import { vars } from '../../theme/theme.css.ts';
import { statusBadgeMessages } from '../StatusBadge/index.ts';
import { StatTile } from './StatTile.tsx';
import { statTileMessages } from './StatTile.messages.ts';

type StoryArgs = { counts: [number, number, number]; isLoading?: boolean; mode: 'figure' | 'link' | 'filter'; initialSelected?: 1 | 2 | 3 | null; onSelect: (status: number | null) => void };

/** The class-management page's counts per status: figures, links to the filtered list, or filter toggles. */
function StatusCounts({ counts, isLoading, mode, initialSelected = null, onSelect }: StoryArgs) {
  const intl = useIntl();
  const [selected, setSelected] = useState(initialSelected);
  const labels = [statusBadgeMessages.unstarted, statusBadgeMessages.ongoing, statusBadgeMessages.ended] as const;
  const icons = ['clock', 'play', 'checkCircle'] as const;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.sidebar} * 0.6), 1fr))`, gap: vars.space.md }}>
      {counts.map((value, index) => {
        const status = (index + 1) as 1 | 2 | 3;
        const common = { label: intl.formatMessage(labels[index]!), value, icon: icons[index], isLoading };
        if (mode === 'link') return <StatTile key={status} {...common} href={`#status-${status}`} />;
        if (mode === 'filter')
          return (
            <StatTile
              key={status}
              {...common}
              isSelected={selected === status}
              onSelectedChange={(isSelected) => {
                setSelected(isSelected ? status : null);
                onSelect(isSelected ? status : null);
              }}
            />
          );
        return <StatTile key={status} {...common} />;
      })}
    </div>
  );
}

const meta = {
  title: 'Data/StatTile',
  component: documents<typeof StatusCounts>(StatTile),
  render: (args) => <StatusCounts {...args} />,
  args: { counts: [3, 12, 48], mode: 'figure', onSelect: fn() },
} satisfies Meta<typeof StatusCounts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};

/** 1000 and more in the spec's short form (1.2K, 1234 or 1.2万, ١٫٢ ألف: the locale's own notation); the full number is the tooltip. */
export const LargeNumbers: Story = {
  args: { counts: [999, 1234, 12_345_678] },
  play: async (context) => {
    const intl = storyIntl(context);
    const values = context.canvasElement.querySelectorAll('data');
    await expect(values[0]).not.toHaveAttribute('title');
    await expect(values[1]).toHaveAttribute('title', intl.formatNumber(1234));
    await expect(values[1]).toHaveAttribute('value', '1234');
  },
};

/** Each tile leads to the list it counts. */
export const Links: Story = {
  args: { mode: 'link' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getAllByRole('link')[1]).toHaveAttribute('href', '#status-2');
  },
};

/** Tiles as filter toggles (aria-pressed): one selected, marked by a tick and a brand border, not colour alone. */
export const FilterToggles: Story = {
  args: { mode: 'filter', initialSelected: 2 },
  play: async ({ canvas, args }) => {
    const [unstarted, ongoing] = canvas.getAllByRole('button');
    await expect(ongoing).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unstarted!);
    await expect(args.onSelect).toHaveBeenLastCalledWith(1);
    await expect(unstarted).toHaveAttribute('aria-pressed', 'true');
    await expect(ongoing).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(unstarted!);
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
  },
};

/** Counts still loading: a placeholder of the number's size, the tile busy, “Loading” for screen readers. */
export const Loading: Story = {
  args: { isLoading: true, mode: 'filter' },
  play: async (context) => {
    const intl = storyIntl(context);
    const [first] = context.canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(first).toHaveTextContent(intl.formatMessage(statTileMessages.loading));
  },
};

/** A narrow column: long labels wrap, the number stays on one line. */
export const Narrow: Story = {
  args: { counts: [9_876_543, 0, 1000], mode: 'filter', initialSelected: 3 },
  decorators: [(Story) => <div style={{ maxInlineSize: `calc(${vars.size.sidebar} * 0.6)` }}><Story /></div>],
};
