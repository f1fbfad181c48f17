import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coverDataUrl } from '../../fixtures/resources.ts';
import { docsGuide, firstLetterShows, storyIntl } from '../../test/stories.ts';
import guide from './O3CardTile.guide.md?raw';
import { vars } from '../../theme/theme.css.ts';
import { O3CardTile } from './O3CardTile.tsx';
import { o3CardMessages } from './O3CardTile.messages.ts';
import type { O3CardSummary } from './types.ts';

/** The demo O3 school's first case, as the API gives it (titles there carry both languages). */
const projectCase: O3CardSummary = {
  id: 'o3-case-1',
  kind: 'case',
  title: '智慧港口数字化转型 / Smart port digital transformation',
  summary: '一个港口如何在18个月内把调度、仓储和海关打通。How one port joined scheduling, storage and customs in 18 months.',
  category: 'digital',
  coverUrl: coverDataUrl(0),
  views: 1280,
  focusCount: 1,
  people: 0,
  capacity: null,
};
const project: O3CardSummary = { ...projectCase, id: 'o3-project-1', kind: 'project', title: '园区能耗看板 / Campus energy dashboard', summary: '为产业园做一个实时能耗看板，寻找合作伙伴。A live energy dashboard for an industrial park: partners wanted.', category: 'energy', coverUrl: coverDataUrl(4), views: 210, focusCount: 3 };
const activity: O3CardSummary = { ...projectCase, id: 'o3-activity-1', kind: 'activity', title: '项目经理开放日 / Project managers’ open day', summary: '线下参观三个交付项目，与项目经理面对面。Visit three delivery projects and meet their managers.', category: 'education', coverUrl: coverDataUrl(5), views: 300, focusCount: 0, people: 5, capacity: 30 };

/** Titles and summaries at the longest the new-project form allows, in each script: cut after two lines at their own end. */
const LONG = {
  zh: { title: '智慧港口数字化转型：调度、仓储与海关一体化平台建设的十八个月实践与经验总结，以及对其他港口的启示', summary: '从需求调研、系统选型、数据治理到上线运营，项目团队在十八个月内完成了调度、仓储与海关三大系统的打通，并总结出一套可复制的方法。' },
  ar: { title: 'التحول الرقمي للموانئ الذكية: ربط الجدولة والتخزين والجمارك في منصة واحدة خلال ثمانية عشر شهرا', summary: 'من دراسة الاحتياجات واختيار الأنظمة وحوكمة البيانات إلى التشغيل، ربط فريق المشروع ثلاثة أنظمة في ثمانية عشر شهرا وخرج بطريقة قابلة للتكرار.' },
  en: { title: 'Smart port digital transformation: joining scheduling, storage and customs on one platform in eighteen months', summary: 'From the first interviews, choosing systems and cleaning data to going live, the team joined three systems in eighteen months and wrote down a method other ports can repeat.' },
} as const;

const meta = {
  title: 'Components/O3CardTile',
  component: O3CardTile,
  parameters: { docs: docsGuide(guide, { showExample: true }) },
  args: { card: projectCase, href: '/o3/1000000000000000003/detail?id=o3-case-1' },
  // One tile at a list's narrowest column; `wide` stories lay out several.
  decorators: [(Story, { parameters }) => <div style={{ maxInlineSize: parameters.wide ? undefined : vars.size.dialog.sm }}><Story /></div>],
} satisfies Meta<typeof O3CardTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A project case: the whole tile is one link to its detail, named by the title; no action without `focus`. */
export const ProjectCase: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.card.title });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveAttribute('dir', 'auto');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A proposed project the user does not follow: Follow, named with the title so a list of tiles is not a row of “Follow”. */
export const Project: Story = {
  args: { card: project, href: '/o3/1000000000000000003/detail?id=o3-project-1', focus: { isFocused: false, onToggle: fn() } },
  play: async (context) => {
    const { canvas, args } = context;
    const button = canvas.getByRole('button', { name: new RegExp(project.title.split(' / ')[1]!) });
    await expect(button).toHaveTextContent(storyIntl(context).formatMessage(o3CardMessages.follow));
    await userEvent.click(button);
    await expect(args.focus!.onToggle).toHaveBeenCalledOnce();
  },
};

/** The user follows the project: the button undoes it (secondary). */
export const Focused: Story = {
  args: { card: { ...project, focusCount: 4 }, focus: { isFocused: true, onToggle: fn() } },
  play: async (context) => {
    const button = context.canvas.getByRole('button', { name: new RegExp(project.title.split(' / ')[1]!) });
    await expect(button).toHaveTextContent(storyIntl(context).formatMessage(o3CardMessages.unfollow));
  },
};

/** While the follow call runs: a spinner in the button, presses wait. */
export const Pending: Story = {
  args: { card: project, focus: { isFocused: false, onToggle: fn(), pending: true } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.focus!.onToggle).not.toHaveBeenCalled();
  },
};

/** An activity with a limit: places taken of places. */
export const Activity: Story = { args: { card: activity } };

/** An activity without a limit: how many joined. */
export const ActivityWithoutLimit: Story = { args: { card: { ...activity, capacity: null, people: 1 } } };

/** No cover: the media area keeps its shape with a picture placeholder, so tiles in a row line up. */
export const NoCover: Story = { args: { card: { ...projectCase, coverUrl: null } } };

/**
 * Long titles and summaries in Chinese, Arabic and English side by side: each reads from its own start and is cut
 * at its own end after two lines; kind, category and counts keep the page's direction.
 */
export const LongTitles: Story = {
  parameters: { wide: true, visual: { layout: 'stack' } },
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 }}>
      {Object.entries(LONG).map(([script, text], index) => (
        <li key={script}>
          <O3CardTile {...args} card={{ ...project, id: script, ...text, coverUrl: index === 1 ? null : coverDataUrl(index) }} href={`#${script}`} focus={{ isFocused: index === 2, onToggle: fn() }} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const [text, direction] of [[LONG.en.title, 'ltr'], [LONG.ar.title, 'rtl']] as const) {
      const heading = within(canvasElement).getByRole('heading', { name: text });
      await expect(getComputedStyle(heading).direction).toBe(direction);
      await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
      await expect(firstLetterShows(heading)).toBe(true);
    }
  },
};

/** Keyboard: the title link rings the whole tile; the follow button, next, rings only itself. */
export const KeyboardFocus: Story = {
  args: { card: project, focus: { isFocused: false, onToggle: fn() } },
  parameters: { visual: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    const tile = canvasElement.querySelector('article')!;
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(getComputedStyle(tile).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await expect(getComputedStyle(tile).outlineStyle).toBe('none');
  },
};
