import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BulletinBanner } from './BulletinBanner.tsx';

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

/** Malicious HTML from a compromised account renders as harmless text and links. */
export const SanitizedPayload: Story = {
  args: { bulletin: { ...bulletin, content: 'Maintenance tonight <img src=x onerror="alert(1)"><a href="javascript:alert(2)">details</a><script>alert(3)</script>' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, script, [onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a')?.getAttribute('href')).toBeNull();
  },
};
export const Expired: Story = {
  args: { now: NOW + 2 * 86_400_000 },
  parameters: { visual: { skip: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
