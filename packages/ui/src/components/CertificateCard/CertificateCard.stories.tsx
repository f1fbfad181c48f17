import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CertificateCard } from './CertificateCard.tsx';
import { docsGuide } from '../../test/stories.ts';
import guide from './CertificateCard.guide.md?raw';

const meta = {
  title: 'Components/CertificateCard',
  component: CertificateCard,
  parameters: { docs: docsGuide(guide) },
  args: { title: 'Python 编程基础（周末班）', timeZone: 'Asia/Shanghai' },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}><Story /></div>],
} satisfies Meta<typeof CertificateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {
  args: { state: 'issued', certificateNo: 'CERT-2026-000042', issuedAt: '2026-11-29T02:00:00Z', downloadHref: '/api/certificate/user/pdf/2000000000000000002', verifyHref: '/certificate/verify/0123456789abcdef0123456789abcdef' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /PDF|PDF/ })).toHaveAttribute('download');
    await expect(canvas.getByText('CERT-2026-000042')).toBeVisible();
  },
};

export const NotYetIssued: Story = {
  args: { state: 'notYet', progress: 75, examsPassed: 0, examsTotal: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Revoked: Story = {
  args: { state: 'revoked', title: 'Leadership for new managers', certificateNo: 'CERT-2026-000007', issuedAt: '2026-10-02T02:00:00Z', downloadHref: '/api/certificate/user/pdf/1', verifyHref: '/certificate/verify/0123456789abcdef0123456789abcdef' },
  play: async ({ canvasElement }) => {
    // A revoked certificate has no PDF; its verification page stays.
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const ArabicName: Story = {
  args: { state: 'issued', title: 'مقدمة في البرمجة بلغة بايثون', certificateNo: 'CERT-2026-000043', issuedAt: '2026-11-29T02:00:00Z', downloadHref: '/x.pdf', verifyHref: '/certificate/verify/0123456789abcdef0123456789abcdef' },
};
