import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyIntl } from '../../test/stories.ts';
import { ShortAnswerMarking, type ShortAnswerMarkingItem } from './ShortAnswerMarking.tsx';
import { shortAnswerMarkingMessages } from './ShortAnswerMarking.messages.ts';

const pending: ShortAnswerMarkingItem = {
  learnerName: '王小明',
  prompt: '用一两句话说明为什么要写函数。/ In a sentence or two, why do we write functions?',
  answer: '函数让代码可以复用，也更容易测试。Functions let us reuse code and test it in small pieces.',
  maxPoints: 2,
  points: null,
  comment: '',
  submittedAt: '2026-11-29T02:20:00Z',
};

const meta = {
  title: 'Components/ShortAnswerMarking',
  component: ShortAnswerMarking,
  args: { item: pending, onSave: fn() },
} satisfies Meta<typeof ShortAnswerMarking>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not marked yet: type a score (digits of any script), a comment, Save. */
export const PendingMarking: Story = {
  play: async (context) => {
    const intl = storyIntl(context);
    const { canvas, args } = context;
    const score = canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(shortAnswerMarkingMessages.score)) });
    await userEvent.clear(score);
    await userEvent.type(score, '٣');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(shortAnswerMarkingMessages.save) }));
    // Over the question's 2 points: refused next to the field, what was typed stays, nothing is saved.
    await expect(canvas.getByText(intl.formatMessage(shortAnswerMarkingMessages.overMax, { max: 2 }))).toBeVisible();
    await expect(score).toHaveValue('٣');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(score);
    await userEvent.type(score, '1,5');
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(intl.formatMessage(shortAnswerMarkingMessages.comment)) }), ' Good ');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(shortAnswerMarkingMessages.save) }));
    await expect(args.onSave).toHaveBeenCalledWith({ score: 1.5, comment: 'Good' });
  },
};

/** Marked before: the mark and comment are filled in to change. */
export const Marked: Story = { args: { item: { ...pending, points: 1.5, comment: 'الفكرة صحيحة، لكن أضف مثالًا. / Right idea; add an example.' }, isSaved: true } };

/** The server refused the mark: its message shows, what was typed stays. */
export const SaveError: Story = {
  args: { item: { ...pending, points: 1, comment: 'Close.' }, error: 'The learner is still taking this attempt: mark it once it is submitted.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByDisplayValue('Close.')).toBeVisible();
  },
};

export const Saving: Story = { args: { isSaving: true } };

/** An empty answer, a learner without a name. */
export const NoAnswer: Story = { args: { item: { ...pending, learnerName: null, answer: '   ', submittedAt: null } } };

/** A long answer in Arabic, right to left in any page; a long name. */
export const LongArabicAnswer: Story = {
  args: {
    item: {
      ...pending,
      learnerName: 'عبد الرحمن بن محمد بن عبد العزيز آل عبد اللطيف الهاشمي القرشي',
      answer: 'نكتب الدوال لكي نعيد استخدام الشيفرة بدلًا من تكرارها، ولكي نقسم البرنامج الكبير إلى أجزاء صغيرة يسهل فهمها واختبارها وصيانتها. كما أن الدالة تعطي اسمًا واضحًا لفكرة واحدة.',
    },
  },
};
