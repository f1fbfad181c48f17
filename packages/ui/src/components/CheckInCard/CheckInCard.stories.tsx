import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useIntl } from 'react-intl';
import { MIXED } from '../../fixtures/mixedDirection.ts';
import { docsGuide, storyIntl, documents, wrapperArgs } from '../../test/stories.ts';
import guide from './CheckInCard.guide.md?raw';
import { vars } from '../../theme/theme.css.ts';
import { FileDropZone, FileList, type FileListItem } from '../FileList/index.ts';
import { CheckInCard, type CheckInCardProps, type CheckInState } from './CheckInCard.tsx';
import { checkInCardMessages } from './CheckInCard.messages.ts';

const KB = 1024;
const photos: FileListItem[] = [
  { id: 'p1', name: 'Classroom photo.jpg', size: 812 * KB, type: 'image/jpeg' },
  { id: 'p2', name: 'صورة الحضور.png', size: 1_204 * KB, type: 'image/png' },
];

type StoryArgs = Omit<CheckInCardProps, 'sessionTime' | 'opensAt' | 'closesAt' | 'checkedInAt' | 'children'> & {
  /** Shows the photo list and drop zone in the attachments slot. */
  withAttachments?: boolean;
};

/** A check of a class session; the page formats the times in the school's zone and fills the attachments slot. */
function SessionCheck({ withAttachments, ...props }: StoryArgs) {
  const intl = useIntl();
  const at = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
  const [files, setFiles] = useState(photos);
  return (
    <div style={{ maxInlineSize: vars.size.dialog.md }}>
      <CheckInCard
        {...props}
        sessionTime={at('2026-09-12T01:00:00Z')}
        opensAt={at('2026-09-12T00:45:00Z')}
        closesAt={at('2026-09-12T02:30:00Z')}
        checkedInAt={at('2026-09-12T01:02:00Z')}
      >
        {withAttachments && (
          <>
            <FileList files={files} onRemove={(id) => setFiles(files.filter((file) => file.id !== id))} />
            <FileDropZone accept={['image/*']} maxSize={10 * KB * KB} onFiles={() => {}} />
          </>
        )}
      </CheckInCard>
    </div>
  );
}

const meta = {
  title: 'Components/CheckInCard',
  component: documents<typeof SessionCheck>(CheckInCard),
  argTypes: wrapperArgs({ withAttachments: 'Shows the photo list and drop zone in the attachments slot (`children`).' }),
  parameters: { docs: docsGuide(guide, { showExample: true }) },
  render: (args) => <SessionCheck {...args} />,
  args: { title: 'Mechanics — week 3', state: 'open', onCheckIn: fn(), withAttachments: true },
} satisfies Meta<typeof SessionCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open now: when it closes, and the Check in button. */
export const Open: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await expect(canvas.getByTestId('check-in-status')).toHaveTextContent(intl.formatMessage(checkInCardMessages.open));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(checkInCardMessages.checkIn) }));
    await expect(args.onCheckIn).toHaveBeenCalledOnce();
  },
};

/** Checking in: the button shows progress; a second press does nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByTestId('check-in'));
    await expect(args.onCheckIn).not.toHaveBeenCalled();
  },
};

/** The check-in failed: the server's reason under the button, announced; the button stays for another try. */
export const Failed: Story = {
  args: { error: 'Check-in closed at 10:30. Ask your lecturer to record your attendance.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check-in closed at 10:30.');
    await expect(canvas.getByTestId('check-in')).toBeEnabled();
  },
};

/** Checked in: when, and the attendance photos with the drop zone (the page's slot). */
export const CheckedIn: Story = {
  args: { state: 'checkedIn' },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByTestId('check-in-status')).toHaveTextContent(storyIntl(context).formatMessage(checkInCardMessages.checkedIn));
    await expect(canvas.queryByTestId('check-in')).toBeNull();
    await expect(canvas.getByText('Classroom photo.jpg')).toBeVisible();
  },
};

export const NotOpen: Story = { args: { state: 'notOpen' } };
export const Missed: Story = { args: { state: 'missed' } };

/** Every state side by side, narrow. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {(['notOpen', 'open', 'checkedIn', 'missed'] as const).map((state) => (
        <SessionCheck key={state} {...args} state={state} withAttachments={false} />
      ))}
    </div>
  ),
};

/** Titles in both directions and a long one: each reads in its own direction, the badge stays on the page's side. */
export const MixedDirections: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <SessionCheck {...args} title={MIXED.arabicLong} state="open" />
      <SessionCheck {...args} title={MIXED.latinLong} state="checkedIn" withAttachments={false} />
      <SessionCheck {...args} title={MIXED.chinese} state="missed" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('heading', { name: MIXED.arabicLong })).direction).toBe('rtl');
    await expect(getComputedStyle(canvas.getByRole('heading', { name: MIXED.latinLong })).direction).toBe('ltr');
  },
};

/** The whole flow: Check in, the page's call, then "Checked in" is announced, focus moves to the title, the slot appears. */
export const CheckInFlow: Story = {
  parameters: { visual: { skip: true } }, // an interaction between Open and CheckedIn
  render: function CheckInFlow(args) {
    const [state, setState] = useState<CheckInState>('open');
    const [pending, setPending] = useState(false);
    return (
      <SessionCheck
        {...args}
        state={state}
        pending={pending}
        onCheckIn={() => {
          args.onCheckIn();
          setPending(true);
          setTimeout(() => {
            setPending(false);
            setState('checkedIn');
          }, 50);
        }}
      />
    );
  },
  play: async (context) => {
    const { canvas, args } = context;
    const intl = storyIntl(context);
    await userEvent.tab();
    await expect(canvas.getByTestId('check-in')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckIn).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByTestId('check-in-status')).toHaveTextContent(intl.formatMessage(checkInCardMessages.checkedIn)));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Mechanics — week 3' })).toHaveFocus());
    await expect(canvas.getByText('Classroom photo.jpg')).toBeVisible();
  },
};
