import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Footer, type FooterConfigData } from './Footer.tsx';
import { docsGuide } from '../../test/stories.ts';
import guide from './Footer.guide.md?raw';

const qr = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h4v4H0zM6 0h4v4H6zM0 6h4v4H0zM6 6h2v2H6z"/></svg>')}`;
/** An address, not a picture: drawn as a QR code. */
const MOBILE_PORTAL = 'https://academy.example/m/portal/1000000000000000001';
const config = (template: 1 | 2, isUsed = true): FooterConfigData => ({
  templates: [{ type: 1, isUsed: template === 1 }, { type: 2, isUsed: template === 2 && isUsed }],
  copyright: { company: '© 2026 Harbour Academy', beian: '京ICP备12345678号', registerSystemInfo: '京公网安备 11010802000000号', support: 'Academy Portal' },
  footerNavigations: [
    { showName: 'Help', relateType: 'centerGuide', children: [{ showName: 'Student guide', relateType: 'stuGuide' }, { showName: 'Manager guide', relateType: 'manGuide' }] },
    { showName: 'Feedback', relateType: 'feedback' },
    { showName: 'Cookie settings', relateType: 'cookieSettings' },
    { showName: 'Cookie policy', relateType: 'cookiePolicy' },
    { showName: 'Privacy', relateType: 'privacy', relateUrl: '/privacy' },
    { showName: 'About us · 关于我们', relateType: 'custom', relateUrl: '/service' },
  ],
  // A school's own picture, and a page address the footer draws as a code (the demo's mobile portal).
  footerQrCodes: [
    { showName: 'Mobile app', url: qr, urlEn: qr, urlMobile: qr, explainMobile: 'Scan on your phone' },
    { showName: 'Mobile portal', url: MOBILE_PORTAL },
  ],
  showVersion: true,
  version: '2026.11',
});

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: { config: config(2), lang: 'en_US', onFeedback: fn(), onCookieSettings: fn() },
  parameters: { visual: { layout: 'stack' }, docs: docsGuide(guide, { showExample: true }) },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Template 2: navigations with children, QR codes, beian and registration, version. */
export const TemplateTwo: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-template', '2');
    // The address entry is a drawn code (an SVG named like the picture), not an <img>; a box of the same name stands
    // in until the drawing code has loaded.
    await waitFor(() => expect(canvas.getByRole('img', { name: /Mobile portal/ }).tagName.toLowerCase()).toBe('svg'));
    await expect(canvas.getByRole('img', { name: /Mobile app/ }).tagName.toLowerCase()).toBe('img');
    const help = canvas.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('helpPage.htm') && !link.getAttribute('href')?.includes('type='));
    await expect(help).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    await expect(args.onFeedback).toHaveBeenCalled();
  },
};
/** Template 2 configured but not in use: template 1. */
export const TemplateTwoNotUsed: Story = {
  args: { config: config(2, false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveAttribute('data-template', '1');
  },
};
export const TemplateOne: Story = { args: { config: config(1) } };
/** Loading failed: template 1 with the essential links. */
export const LoadFailed: Story = { args: { config: undefined } };
export const O3CookiePolicy: Story = {
  args: { isO3School: true },
  parameters: { visual: { skip: true } },
  play: async ({ canvas }) => {
    const policy = canvas.getAllByRole('link').find((link) => link.getAttribute('href')?.includes('cookiePolicy'));
    await expect(policy?.getAttribute('href')).toContain('schoolType=o3');
  },
};
export const DesignPage: Story = { args: { variant: 'design' } };

/** The school's own entries (custom links, company, QR code names) in another script than the page. */
export const MixedDirections: Story = {
  args: {
    config: {
      ...config(2),
      copyright: { company: '© 2026 أكاديمية الخليج', support: 'Academy Portal' },
      footerNavigations: [
        { showName: 'Help', relateType: 'centerGuide' },
        { showName: 'من نحن', relateType: 'custom', relateUrl: '/service', children: [{ showName: 'Our campuses', relateType: 'custom', relateUrl: '/campuses' }, { showName: 'وظائف', relateType: 'custom', relateUrl: '/jobs' }] },
        { showName: 'Feedback', relateType: 'feedback' },
      ],
      footerQrCodes: [{ showName: 'تطبيق الجوال', url: qr }],
    },
  },
};
