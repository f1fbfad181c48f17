import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { updateSection, validateComposition, type LocaleCode, type PageComposition, type Section, type SectionPatch } from '@academy/rules';
import { cardSection, rankingSection, sampleCategories, sectionOf } from '../SectionList/fixtures.ts';
import { coverDataUrl } from '../../fixtures/resources.ts';
import { SectionSettings, type SectionCategory } from './SectionSettings.tsx';
import { ENGLISH_ONLY, documents } from '../../test/stories.ts';
import { MIXED } from '../../fixtures/mixedDirection.ts';

type HarnessArgs = {
  initial: Section;
  categories?: readonly SectionCategory[];
  bannerImages?: readonly string[];
  onUploadImage?: (file: File) => Promise<string>;
  /** The school's default language (the page's language without it). */
  defaultLocale?: LocaleCode;
  onChange: (patch: SectionPatch) => void;
};

/** The form as the editor uses it: each change goes through updateSection and the problems come from validateComposition. */
function Harness({ initial, categories, bannerImages, onUploadImage, defaultLocale, onChange }: HarnessArgs) {
  const [page, setPage] = useState<PageComposition>({ sections: [initial] });
  const section = page.sections[0]!;
  return (
    <SectionSettings
      section={section}
      problems={validateComposition(page)}
      categories={categories}
      bannerImages={bannerImages}
      onUploadImage={onUploadImage}
      defaultLocale={defaultLocale}
      onChange={(patch) => {
        onChange(patch);
        setPage((current) => updateSection(current, section.id, patch));
      }}
    />
  );
}

const BANNER_IMAGES = [coverDataUrl(0), coverDataUrl(3)];

const meta = {
  title: 'Editor/SectionSettings',
  component: documents<typeof Harness>(SectionSettings),
  render: (args) => <Harness {...args} />,
  args: { initial: cardSection(), categories: sampleCategories, bannerImages: BANNER_IMAGES, onChange: fn() },
  parameters: { visual: { layout: 'stack' } },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A “most viewed” card section with its defaults: every field has a value, nothing to fix. */
export const CardSection: Story = {
  globals: ENGLISH_ONLY,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Most viewed' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ columns: 3 });
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cloud' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: { categoryIds: [13] } });
  },
};

/** Typing an out-of-range number keeps it and says why; text that is not a number stays in the field, flagged. */
export const CountOutOfRange: Story = {
  globals: ENGLISH_ONLY,
  parameters: { visual: { skip: true } }, // the end state is in WithProblems; the story is the typing
  play: async ({ canvas, args }) => {
    const count = canvas.getByRole('textbox', { name: 'Number of items' });
    await userEvent.clear(count);
    await userEvent.type(count, '25');
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: { count: 25 } });
    await expect(count).toHaveValue('25');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription('Show from 1 to 20 items.');
    await userEvent.type(count, 'x');
    await expect(count).toHaveValue('25x');
    await expect(count).toHaveAccessibleDescription('Enter a whole number.');
    await userEvent.clear(count);
    await userEvent.type(count, '12');
    await expect(count).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith({ source: { count: 12 } });
  },
};

/** Saved values out of range, no title though one is shown, too many categories: each problem next to its field. */
export const WithProblems: Story = {
  globals: ENGLISH_ONLY,
  args: {
    initial: cardSection({
      title: { name: '', nameEn: ' ' },
      columns: 6,
      source: { ...cardSection().source, count: 0, categoryIds: Array.from({ length: 21 }, (_, index) => index + 11) },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'English' })).toHaveAccessibleDescription('Enter a title in at least one language, or hide the title.');
    await expect(canvas.getByRole('radiogroup', { name: 'Cards per row' })).toHaveAccessibleDescription('This section is set to 6 cards per row. Choose from 2 to 5.');
    await expect(canvas.getByRole('textbox', { name: 'Number of items' })).toHaveAccessibleDescription('Show from 1 to 20 items.');
    await expect(canvas.getByText('21 categories are ticked. Choose at most 20.')).toBeVisible();
  },
};

/** Title hidden: an empty title is fine. Search title mode and no categories offered. */
export const HiddenTitle: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: cardSection({ title: { name: '', nameEn: '' }, titleMode: 0 }), categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Enter a title in at least one language, or hide the title.')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Categories' })).toBeNull();
  },
};

/** A ranking section: period, kind, range and lists. Unticking every list is reported, not refused. */
export const RankingSection: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: rankingSection({ lists: ['hotCourses', 'traineePoints'] }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'This year' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ period: 5 });
    const lists = canvas.getByRole('group', { name: 'Lists' });
    await userEvent.click(within(lists).getByRole('checkbox', { name: 'Popular courses' }));
    await userEvent.click(within(lists).getByRole('checkbox', { name: 'Top learners' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ lists: [] });
    await expect(lists).toHaveAccessibleDescription('Choose at least one list.');
  },
};

export const RankingWithoutList: Story = { args: { initial: rankingSection({ lists: [] }) } };

/** A banner without slides cannot be published: the problem says so. */
export const BannerWithoutSlides: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: { id: 'banner-1', type: 'banner', audience: 1, slides: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A banner needs at least one slide.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a slide' })).toBeEnabled();
  },
};

/** Two slides: image picked from the school's banners or uploaded, captions in the languages written (the page's first), an optional link. */
export const BannerSlides: Story = {
  globals: ENGLISH_ONLY,
  args: {
    initial: {
      id: 'banner-1',
      type: 'banner',
      audience: 1,
      slides: [
        { name: '新学期，新目标', nameEn: 'New term, new goals', imageUrl: BANNER_IMAGES[0]!, href: '/portal/1000000000000000001/more?type=1' },
        { name: '', nameEn: 'Live this week', imageUrl: BANNER_IMAGES[1]!, href: null },
      ],
    },
    onUploadImage: fn(async () => coverDataUrl(5)),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('group', { name: /^Slide \d$/ })).toHaveLength(2);
    const second = canvas.getByRole('group', { name: 'Slide 2' });
    await expect(within(second).getByRole('textbox', { name: 'English' })).toHaveValue('Live this week');
    await expect(within(second).queryByRole('textbox', { name: '简体中文' })).toBeNull();
    const link = within(second).getByRole('textbox', { name: 'Link (optional)' });
    await userEvent.type(link, 'javascript:alert(1)');
    await expect(canvas.getByText(/must be a page of this site/)).toBeVisible();
    await userEvent.clear(link);
    await expect(canvas.queryByText(/must be a page of this site/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a slide' }));
    await expect(canvas.getAllByRole('group', { name: /^Slide \d$/ })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove slide 3' }));
    await expect(canvas.getAllByRole('group', { name: /^Slide \d$/ })).toHaveLength(2);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** A slide without an image cannot be published: the problem says what to do. */
export const SlideWithoutImage: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: { id: 'banner-1', type: 'banner', audience: 1, slides: [{ name: '', nameEn: '', imageUrl: '', href: null }] }, bannerImages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every slide needs an image: pick one or upload one.')).toBeVisible();
  },
};

/** An Arabic school's starter banner: its caption in Arabic only, the default language; another language can be added. */
export const BannerInArabicSchool: Story = {
  args: {
    defaultLocale: 'ar_SA',
    initial: { id: 'banner', type: 'banner', audience: 1, slides: [{ name: 'مرحبًا', nameEn: 'مرحبًا', names: { ar_SA: 'مرحبًا' }, imageUrl: BANNER_IMAGES[0]!, href: null }] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'العربية' })).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: 'العربية' })).toHaveValue('مرحبًا');
  },
};

export const Navigation: Story = { args: { initial: sectionOf('navigation', 'navigation-1') } };

/** Old data with values the spec does not know: shown next to the field, or at the top when no field shows it. */
export const UnknownValues: Story = {
  globals: ENGLISH_ONLY,
  args: { initial: { ...cardSection(), cardKind: 12, audience: 4 as never } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This section needs attention')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Shown to' })).toHaveAccessibleDescription(/does not recognise/);
  },
};

/**
 * A title typed in Arabic (the school's default) and in English, and categories in both scripts: the heading and each
 * field read in the text's own direction (an empty field keeps the page's, for its placeholder).
 */
export const MixedDirections: Story = {
  args: {
    defaultLocale: 'ar_SA',
    initial: cardSection({ title: { name: MIXED.arabicShort, nameEn: MIXED.latinLong, names: { ar_SA: MIXED.arabicShort, en_US: MIXED.latinLong } } }),
    categories: [
      { id: 21, name: 'القيادة' },
      { id: 22, name: 'Data and AI' },
      { id: 23, name: 'السلامة المهنية' },
      { id: 24, name: '云计算' },
    ],
  },
};
