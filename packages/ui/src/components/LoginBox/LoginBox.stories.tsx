import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { LoginBox } from './LoginBox.tsx';
import { useLoginBox, type UseLoginBoxOptions } from './useLoginBox.ts';
import { ENGLISH_ONLY, docsGuide } from '../../test/stories.ts';
import guide from './LoginBox.guide.md?raw';
import { IMAGE_CHECK_SAMPLE } from './imageCheckSample.ts';

const meta = {
  title: 'Components/LoginBox',
  component: LoginBox,
  args: {
    method: 'sms',
    onMethodChange: fn(),
    account: '',
    onAccountChange: fn(),
    code: '',
    onCodeChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
  },
  parameters: { visual: { cellHeight: 560 }, docs: docsGuide(guide, { showExample: true }) },
} satisfies Meta<typeof LoginBox>;
export default meta;
type Story = StoryObj<typeof meta>;

// ——— Every state of the box, drawn from its props (these enter the visual baselines) ———

export const TextMessage: Story = {};
export const EmailFilled: Story = { args: { method: 'email', account: 'li.ming@harbour.example', code: '482913' } };
export const InvalidFields: Story = { args: { account: '1280000', code: '12', problems: { account: 'invalid', code: 'invalid' } } };
export const SendingCode: Story = { args: { account: '13800000001', status: 'sending' } };
export const CodeSent: Story = { args: { account: '13800000001', codeSent: true, resendIn: 42 } };
export const SigningIn: Story = { args: { account: '13800000001', code: '482913', codeSent: true, resendIn: 17, status: 'signing-in' } };
/** Too many wrong codes: the server asks for the image check; the values stay. */
export const CaptchaRequired: Story = { args: { account: '13800000001', code: '482913', alert: { kind: 'captcha' } } };
/** The image check itself: the server's picture of digits, a field for them and another picture on request. */
export const ImageCheck: Story = {
  args: { account: '13800000001', code: '482913', alert: { kind: 'captcha' }, imageCheck: { svg: IMAGE_CHECK_SAMPLE, answer: '246', onAnswerChange: fn(), onRefresh: fn() } },
  parameters: { visual: { cellHeight: 720 } },
};
/** A wrong answer: a new picture, and the field says why. */
export const ImageCheckWrong: Story = {
  args: { account: '13800000001', code: '482913', alert: { kind: 'captcha' }, imageCheck: { svg: IMAGE_CHECK_SAMPLE, answer: '', wrong: true, onAnswerChange: fn(), onRefresh: fn() } },
  parameters: { visual: { cellHeight: 760 } },
};
/** The server's own message, as it sent it. */
export const ServerRefused: Story = { args: { account: '13800000001', code: '482913', alert: { kind: 'server', message: 'This code has expired. Ask for a new one.' } } };
export const NetworkFailed: Story = { args: { method: 'email', account: 'li.ming@harbour.example', code: '482913', alert: { kind: 'network' } } };
/** A school that only allows e-mail: no tabs. */
export const EmailOnly: Story = { args: { methods: ['email'], method: 'email' } };
/** Inside a dialog (the portal's sign-in prompt): no card of its own. */
export const Plain: Story = { args: { appearance: 'plain', account: '13800000001' } };
export const PhoneWidth: Story = {
  args: { account: '13800000001', resendIn: 59 },
  decorators: [(Story) => <div style={{ maxInlineSize: vars.size.dialog.sm }}><Story /></div>],
};

// ——— Behaviour, with the state hook and fake calls (interaction tests, no screenshots) ———

function Connected(options: Partial<UseLoginBoxOptions>) {
  const props = useLoginBox({
    sendCode: options.sendCode ?? (async () => ({ ok: true, resendAfter: 60 })),
    signIn: options.signIn ?? (async () => ({ ok: true })),
    onSignedIn: options.onSignedIn ?? (() => undefined),
    methods: options.methods,
    imageCheck: options.imageCheck,
  });
  return <LoginBox {...props} />;
}

// They type and read English: the server's messages, the labels they look for.
const interaction = { globals: ENGLISH_ONLY, parameters: { visual: { skip: true } } };
const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const [account, code] = canvas.getAllByRole('textbox') as [HTMLInputElement, HTMLInputElement];
  return { canvas, account, code, send: canvas.getByRole('button', { name: /send code/i }), submit: canvas.getByRole('button', { name: /^sign in$/i }) };
};

/** A valid number gets a code; the button counts down and the other tab has its own countdown. */
export const SendCodeCountsDown: Story = {
  ...interaction,
  render: function SendCodeCountsDown() {
    return <Connected sendCode={sendCode} />;
  },
  play: async ({ canvasElement }) => {
    // Module-level spies: start from zero each run (Storybook replays stories).
    sendCode.mockClear();
    const { canvas, account, send } = fields(canvasElement);
    await userEvent.type(account, '13800000001');
    await userEvent.click(send);
    await waitFor(() => expect(sendCode).toHaveBeenCalledWith('sms', '13800000001'));
    const wait = await canvas.findByRole('button', { name: /resend in 60/i });
    await expect(wait).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/code sent/i);
    await userEvent.click(canvas.getByRole('tab', { name: 'E-mail' }));
    await expect(canvas.getByRole('button', { name: /send code/i })).toBeEnabled();
  },
};
const sendCode = fn<UseLoginBoxOptions['sendCode']>(async () => ({ ok: true, resendAfter: 60 }));

/** A number starting 12 is refused before any call; focus goes to the field, whose error is announced. */
export const InvalidNumberNotSent: Story = {
  ...interaction,
  render: function InvalidNumberNotSent() {
    return <Connected sendCode={refusedSend} />;
  },
  play: async ({ canvasElement }) => {
    // Module-level spies: start from zero each run (Storybook replays stories).
    refusedSend.mockClear();
    const { account, send } = fields(canvasElement);
    await userEvent.type(account, '12800000001');
    await userEvent.click(send);
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(account).toHaveFocus();
    await expect(account).toHaveAccessibleDescription(/valid mobile/i);
    await expect(refusedSend).not.toHaveBeenCalled();
  },
};
const refusedSend = fn<UseLoginBoxOptions['sendCode']>(async () => ({ ok: true, resendAfter: 60 }));

/** Enter in the code field signs in; the parent hears of success once. */
export const SignInWithEnter: Story = {
  ...interaction,
  render: function SignInWithEnter() {
    return <Connected signIn={signIn} onSignedIn={signedIn} />;
  },
  play: async ({ canvasElement }) => {
    // Module-level spies: start from zero each run (Storybook replays stories).
    signIn.mockClear();
    signedIn.mockClear();
    const { account, code } = fields(canvasElement);
    await userEvent.type(account, '13800000001');
    await userEvent.type(code, '482913{Enter}');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith({ method: 'sms', account: '13800000001', code: '482913' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledOnce());
  },
};
const signIn = fn<UseLoginBoxOptions['signIn']>(async () => ({ ok: true }));
const signedIn = fn();

/** A refused sign-in shows the server's message; what was typed stays, and a second try is possible. */
export const RefusedKeepsValues: Story = {
  ...interaction,
  render: function RefusedKeepsValues() {
    return <Connected signIn={async () => ({ ok: false, message: 'This code has expired. Ask for a new one.' })} />;
  },
  play: async ({ canvasElement }) => {
    const { canvas, account, code, submit } = fields(canvasElement);
    await userEvent.type(account, '13800000001');
    await userEvent.type(code, '482913');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This code has expired. Ask for a new one.');
    await expect(account).toHaveValue('13800000001');
    await expect(code).toHaveValue('482913');
    await expect(submit).toBeEnabled();
  },
};

/** The image check is required: a warning, not an error, and the values stay. */
export const CaptchaKeepsValues: Story = {
  ...interaction,
  render: function CaptchaKeepsValues() {
    return <Connected signIn={async () => ({ ok: false, captchaRequired: true })} />;
  },
  play: async ({ canvasElement }) => {
    const { canvas, account, code, submit } = fields(canvasElement);
    await userEvent.type(account, '13800000001');
    await userEvent.type(code, '482913');
    await userEvent.click(submit);
    await expect(await canvas.findByText(/too many wrong codes/i)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(code).toHaveValue('482913');
  },
};

/** The server wants the image check: a wrong answer brings a new picture; the right one lets the sign-in through. */
export const ImageCheckThenSignIn: Story = {
  ...interaction,
  render: function ImageCheckThenSignIn() {
    return <Connected signIn={checkedSignIn} onSignedIn={checkedSignedIn} imageCheck={{ challenge: checkChallenge, answer: async (_account, _id, answer) => answer === '24680' }} />;
  },
  play: async ({ canvasElement }) => {
    // Module-level spies: start from zero each run (Storybook replays stories).
    checkedSignIn.mockClear();
    checkedSignedIn.mockClear();
    checkChallenge.mockClear();
    checkedSignIn.mockResolvedValueOnce({ ok: false, captchaRequired: true }).mockResolvedValue({ ok: true });
    const { canvas, account, code, submit } = fields(canvasElement);
    await userEvent.type(account, '13800000001');
    await userEvent.type(code, '482913');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('img', { name: /distorted digits/i })).toBeVisible();
    await expect(canvas.getByText(/type the digits in the picture/i)).toBeVisible();
    const answer = canvas.getByRole('textbox', { name: /digits in the picture/i });
    await userEvent.type(answer, '11111');
    await userEvent.click(submit);
    await expect(await canvas.findByText(/do not match/i)).toBeVisible();
    await expect(checkChallenge).toHaveBeenCalledTimes(2);
    await expect(checkedSignIn).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('textbox', { name: /digits in the picture/i }), '24680');
    await userEvent.click(submit);
    await waitFor(() => expect(checkedSignedIn).toHaveBeenCalledOnce());
    await expect(checkedSignIn).toHaveBeenCalledTimes(2);
    await expect(code).toHaveValue('482913');
  },
};
const checkedSignIn = fn<UseLoginBoxOptions['signIn']>(async () => ({ ok: true }));
const checkedSignedIn = fn();
const checkChallenge = fn(async () => ({ challengeId: 'challenge', svg: IMAGE_CHECK_SAMPLE }));

/** The server cannot be reached: the connection message, the values stay. */
export const NetworkFailureKeepsValues: Story = {
  ...interaction,
  render: function NetworkFailureKeepsValues() {
    return (
      <Connected
        methods={['email', 'sms']}
        signIn={async () => {
          throw new TypeError('Failed to fetch');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, account, code, submit } = fields(canvasElement);
    await userEvent.type(account, 'li.ming@harbour.example');
    await userEvent.type(code, '482913');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/check your connection/i);
    await expect(account).toHaveValue('li.ming@harbour.example');
  },
};

/** Each tab keeps its own values; switching clears the errors of the other. */
export const TabsKeepTheirValues: Story = {
  ...interaction,
  render: function TabsKeepTheirValues() {
    return <Connected />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fields(canvasElement).account, '1380');
    await userEvent.click(fields(canvasElement).submit);
    await expect(fields(canvasElement).account).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'E-mail' }));
    await expect(fields(canvasElement).account).toHaveValue('');
    await expect(fields(canvasElement).account).not.toHaveAttribute('aria-invalid');
    await userEvent.type(fields(canvasElement).account, 'li@harbour.example');
    await userEvent.click(canvas.getByRole('tab', { name: 'Text message' }));
    await expect(fields(canvasElement).account).toHaveValue('1380');
    await userEvent.click(canvas.getByRole('tab', { name: 'E-mail' }));
    await expect(fields(canvasElement).account).toHaveValue('li@harbour.example');
  },
};
