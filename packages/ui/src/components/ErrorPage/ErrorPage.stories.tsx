import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../../messages/common.messages.ts';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { kind: '404', title: <FormattedMessage {...commonMessages.noResultsTitle} />, onHome: fn() },
  parameters: { visual: { layout: 'grid' } },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const Forbidden: Story = { args: { kind: '403', onSignIn: fn() } };
export const ServerError: Story = { args: { kind: '500', onReload: fn() } };
export const Abnormal: Story = { args: { kind: 'abnormal', code: '502' } };
export const InsufficientPermissions: Story = { args: { kind: 'insufficientPermissions' } };
export const NetworkRestricted: Story = { args: { kind: 'disableNetwork', onHome: undefined } };
export const ChunkLoadFailed: Story = { args: { kind: 'chunk', description: <FormattedMessage {...commonMessages.loadFailedBody} />, onReload: fn() } };
