import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BulletinBanner } from './BulletinBanner.tsx';
import { HOSTILE_BULLETIN, HOSTILE_BULLETIN_CLEAN } from './hostileBulletin.ts';
import { vars } from '../../theme/theme.css.ts';

const NOW = Date.UTC(2026, 10, 22);
const bulletin = {
  id: 'b1',
  content: '<strong>秋季学期选课已开放 / Autumn enrolment is open</strong> — <a href="#courses">查看课程 / See courses</a>',
  startTime: new Date(NOW - 86_400_000).toISOString(),
  endTime: new Date(NOW + 86_400_000).toISOString(),
  status: 1,
};

const meta = { title: 'Components/BulletinBanner', component: BulletinBanner, args: { bulletin, onClose: fn(), now: NOW } } satisfies Meta<typeof BulletinBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

/**
 * Malicious HTML from a compromised account renders as harmless text and links. In Chromium this is the browser's
 * own sanitizer (setHTML); the unit test checks the DOMPurify fallback with the same payload and result.
 */
export const SanitizedPayload: Story = {
  args: { bulletin: { ...bulletin, content: HOSTILE_BULLETIN } },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector('b')?.parentElement;
    await expect(content?.innerHTML).toBe(HOSTILE_BULLETIN_CLEAN);
  },
};
export const Expired: Story = {
  args: { now: NOW + 2 * 86_400_000 },
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** A school writes its bulletin in its own language: each reads in its own direction; the icon and × stay on the page's sides. */
export const MixedDirections: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <BulletinBanner {...args} bulletin={{ ...bulletin, id: 'en', content: '<strong>Enrolment is open</strong> until 30 November — <a href="#courses">see the 12 new courses</a>.' }} />
      <BulletinBanner {...args} bulletin={{ ...bulletin, id: 'ar', content: '<strong>التسجيل مفتوح</strong> حتى 30 نوفمبر — <a href="#courses">اطلع على 12 دورة جديدة</a>.' }} />
    </div>
  ),
};
