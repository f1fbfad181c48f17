import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  addSection,
  duplicateSection,
  moveSection,
  removeSection,
  validateComposition,
  type CompositionProblem,
  type PageComposition,
  type SectionKind,
} from '@academy/rules';
import { vars } from '../../theme/theme.css.ts';
import { cardSection, everyKindPage, rankingSection, samplePage } from './fixtures.ts';
import { SectionList } from './SectionList.tsx';
import { ENGLISH_ONLY, LAZY_PART, documents } from '../../test/stories.ts';
import { MIXED, inEveryLanguage } from '../../fixtures/mixedDirection.ts';

type EditorArgs = {
  initial: PageComposition;
  selected?: string | null;
  /** Defaults to validateComposition of the current page. */
  problems?: readonly CompositionProblem[];
  maxSections?: number;
  onSelect: (id: string) => void;
  onMove: (id: string, toIndex: number) => void;
  onRemove: (id: string) => void;
  onDuplicate: (id: string) => void;
  onAdd: (kind: SectionKind) => void;
};

/** The list as the editor uses it: the page lives in the parent and changes through the composition rules. */
function Editor({ initial, selected = null, problems, maxSections, onSelect, onMove, onRemove, onDuplicate, onAdd }: EditorArgs) {
  const [page, setPage] = useState(initial);
  const [selectedId, setSelectedId] = useState(selected);
  return (
    <SectionList
      sections={page.sections}
      selectedId={selectedId}
      problems={problems ?? validateComposition(page)}
      maxSections={maxSections}
      onSelect={(id) => {
        onSelect(id);
        setSelectedId(id);
      }}
      onMove={(id, toIndex) => {
        onMove(id, toIndex);
        setPage((current) => moveSection(current, id, toIndex));
      }}
      onRemove={(id) => {
        onRemove(id);
        setPage((current) => removeSection(current, id));
      }}
      onDuplicate={(id) => {
        onDuplicate(id);
        setPage((current) => duplicateSection(current, id));
      }}
      onAdd={(kind) => {
        onAdd(kind);
        setPage((current) => addSection(current, kind));
      }}
    />
  );
}

const meta = {
  title: 'Editor/SectionList',
  component: documents<typeof Editor>(SectionList),
  render: (args) => <Editor {...args} />,
  args: { initial: samplePage, onSelect: fn(), onMove: fn(), onRemove: fn(), onDuplicate: fn(), onAdd: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.md }}><Story /></div>],
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

/** A composed page: rows show the section's name, its kind and who sees it. Pressing a row selects it for editing. */
export const Default: Story = {
  globals: ENGLISH_ONLY,
  play: async ({ canvas, args }) => {
    const rows = await canvas.findAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[3]).toHaveTextContent('Most viewed');
    await expect(rows[3]).toHaveTextContent('Members');
    await userEvent.click(rows[3]!);
    await expect(args.onSelect).toHaveBeenCalledWith('cards-2');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Selected: Story = { args: { selected: 'ranking-1' } };

/** Nothing on the page yet: the empty state says what to do; the Add menu is the way forward. */
export const Empty: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: { sections: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No sections yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add section' })).toBeEnabled();
  },
};

/** One section of every kind (twelve), the selected one in the middle. */
export const ManySections: Story = { args: { initial: everyKindPage, selected: 'cards-5' } };

/** Rows whose settings need fixing carry a count of problems (from validateComposition). */
export const WithProblems: Story = {
  globals: ENGLISH_ONLY,
  args: {
    initial: { sections: [samplePage.sections[0]!, cardSection({ columns: 6, source: { ...cardSection().source, count: 0 } }), rankingSection({ lists: [] })] },
    selected: 'cards-2',
  },
  play: async ({ canvas }) => {
    const rows = await canvas.findAllByRole('row');
    await expect(rows[1]).toHaveTextContent('2 problems');
    await expect(rows[2]).toHaveTextContent('1 problem');
  },
};

/** The page is full: Add and Duplicate are disabled and the limit is explained. */
export const PageFull: Story = {
  globals: ENGLISH_ONLY,
  args: { maxSections: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add section' })).toBeDisabled();
    await expect(canvas.getByText('A page holds at most 6 sections.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Duplicate Navigation' })).toBeDisabled();
  },
};

/**
 * Reorder with the keyboard, as react-aria's drag and drop works: focus a row, ArrowRight to its drag handle,
 * Enter to pick it up, ArrowDown to the next drop position, Enter to drop. The banner ends up under the navigation.
 */
export const KeyboardReorder: Story = {
  globals: ENGLISH_ONLY,
  parameters: { visual: { skip: true } }, // the same picture as Default: the story is the interaction
  play: async ({ canvas, canvasElement, args }) => {
    // react-aria renders a collection's rows after the list itself (at once in development, a pass later in the
    // production build): wait for them instead of racing them.
    const first = (await canvas.findAllByRole('row'))[0]!;
    canvas.getByRole('button', { name: 'Add section' }).focus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const handle = within(first).getByRole('button', { name: 'Drag Banner' });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Drop positions appear between the rows; focus lands on the one just after the dragged row.
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.getAttribute('aria-label')).toMatch(/Navigation/));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith('banner-1', 1));
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(['navigation-1', 'banner-1', 'cards-1', 'cards-2', 'ranking-1', 'cards-3']));
  },
};

/** For those who cannot drag: Move up/down buttons. Focus stays on the button that was pressed and the move is announced. */
export const MoveButtons: Story = {
  globals: ENGLISH_ONLY,
  parameters: { visual: { skip: true } }, // the same picture as Default: the story is the interaction
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('button', { name: 'Move Banner up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Banner down' }));
    await expect(args.onMove).toHaveBeenCalledWith('banner-1', 1);
    await expect(rowNames(canvasElement).slice(0, 2)).toEqual(['navigation-1', 'banner-1']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Banner down' })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Banner moved to position 2 of 6');
    canvas.getByRole('button', { name: 'Move Banner up' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(rowNames(canvasElement).slice(0, 2)).toEqual(['banner-1', 'navigation-1']);
    // At the top Move up is disabled, so focus goes to Move down.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move Banner down' })).toHaveFocus());
  },
};

/** Add from the menu of kinds; duplicate puts a copy under the original; remove takes the row away. */
export const AddDuplicateRemove: Story = {
  globals: ENGLISH_ONLY,
  parameters: { visual: { skip: true } }, // the same picture as Default: the story is the interaction
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add section' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu', {}, LAZY_PART);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(12);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Highest rated' }));
    await expect(args.onAdd).toHaveBeenCalledWith(6);
    await expect(rowNames(canvasElement)).toHaveLength(7);
    await expect(canvas.getAllByRole('row')[6]).toHaveTextContent('Highest rated');

    await userEvent.click(canvas.getByRole('button', { name: 'Duplicate Most viewed' }));
    await expect(args.onDuplicate).toHaveBeenCalledWith('cards-2');
    await expect(rowNames(canvasElement).slice(3, 5)).toEqual(['cards-2', 'cards-5']);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Navigation' }));
    await expect(args.onRemove).toHaveBeenCalledWith('navigation-1');
    await expect(rowNames(canvasElement)).not.toContain('navigation-1');
  },
};

/** Section titles in both directions: each row's name reads and is cut from its own start; the buttons keep the page's side. */
export const MixedDirections: Story = {
  args: {
    initial: {
      sections: [
        cardSection({ id: 'cards-1', title: inEveryLanguage(MIXED.latinLong) }),
        cardSection({ id: 'cards-2', title: inEveryLanguage(MIXED.arabicLong) }),
        rankingSection({ title: inEveryLanguage(MIXED.arabicShort) }),
        cardSection({ id: 'cards-3', title: inEveryLanguage(MIXED.latinShort) }),
      ],
    },
    selected: 'cards-2',
  },
};
