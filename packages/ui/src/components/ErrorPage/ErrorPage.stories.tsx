import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormattedMessage, defineMessages } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { ErrorPage } from './ErrorPage.tsx';

/**
 * The titles an app gives each kind: these are the portal's own page titles (the same ids, so every catalogue
 * already translates them). The library leaves the title to the app, which knows its wording.
 */
const titles = defineMessages({
  notFound: { id: 'portal.startTitle.notFound', defaultMessage: 'Page not found' },
  forbidden: { id: 'portal.startTitle.forbidden', defaultMessage: 'Access denied' },
  serverError: { id: 'portal.startTitle.serverError', defaultMessage: 'Server error' },
  abnormal: { id: 'portal.startTitle.abnormal', defaultMessage: 'Something went wrong' },
  insufficientPermissions: { id: 'portal.startTitle.insufficientPermissions', defaultMessage: 'Insufficient permissions' },
  disableNetwork: { id: 'portal.startTitle.disableNetwork', defaultMessage: 'Not available on this network' },
  chunk: { id: 'portal.shell.chunkFailedTitle', defaultMessage: 'This page could not be loaded' },
});

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { kind: '404', title: <FormattedMessage {...titles.notFound} />, onHome: fn() },
  parameters: { visual: { layout: 'grid' } },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = { args: { kind: '403', title: <FormattedMessage {...titles.forbidden} />, onSignIn: fn() } };
export const ServerError: Story = { args: { kind: '500', title: <FormattedMessage {...titles.serverError} />, onReload: fn() } };
export const Abnormal: Story = { args: { kind: 'abnormal', title: <FormattedMessage {...titles.abnormal} />, code: '502' } };
export const InsufficientPermissions: Story = { args: { kind: 'insufficientPermissions', title: <FormattedMessage {...titles.insufficientPermissions} /> } };
export const NetworkRestricted: Story = { args: { kind: 'disableNetwork', title: <FormattedMessage {...titles.disableNetwork} />, onHome: undefined } };
export const ChunkLoadFailed: Story = { args: { kind: 'chunk', title: <FormattedMessage {...titles.chunk} />, description: <FormattedMessage {...commonMessages.loadFailedBody} />, onReload: fn() } };
