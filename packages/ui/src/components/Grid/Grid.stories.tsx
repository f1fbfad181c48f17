import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureResources, FIXTURE_NOW } from '../../fixtures/resources.ts';
import { ResourceCard } from '../ResourceCard/index.ts';
import { vars } from '../../theme/theme.css.ts';
import { Grid } from './Grid.tsx';

const items = fixtureResources(5);
const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  args: { columns: 5, as: 'ul', children: items.map((item) => <li key={item.id}><ResourceCard resource={item} href="#" now={FIXTURE_NOW} /></li>) },
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveColumns: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list');
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ').length).toBeGreaterThanOrEqual(2);
  },
};

/** On a phone-width container the same 5-column grid shows two columns. */
export const OnAPhone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: vars.size.dialog.sm }}><Story /></div>],
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('list')).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};
