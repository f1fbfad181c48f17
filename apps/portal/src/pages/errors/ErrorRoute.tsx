import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { loginUrl } from '@academy/rules';
import { ErrorPage, type ErrorKind } from '@academy/ui';
import { startTitles } from '../../routes/startTitles.messages.ts';
import { shellMessages } from '../../app/messages.ts';
import { currentLocale } from '../../app/currentLocale.ts';

const TITLE: Record<ErrorKind, MessageDescriptor> = {
  403: startTitles.forbidden,
  404: startTitles.notFound,
  500: startTitles.serverError,
  abnormal: startTitles.abnormal,
  insufficientPermissions: startTitles.insufficientPermissions,
  disable: startTitles.disable,
  disableLogin: startTitles.disableLogin,
  disableNetwork: startTitles.disableNetwork,
  disableOrder: startTitles.disableOrder,
  chunk: shellMessages.chunkFailedTitle,
};

/** The error page for a kind, with the actions that make sense for it. */
export function ErrorRouteView({ kind }: { kind: ErrorKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { errorCode } = useParams();
  return (
    <ErrorPage
      kind={kind}
      title={intl.formatMessage(TITLE[kind])}
      code={errorCode}
      description={kind === 'chunk' ? intl.formatMessage(shellMessages.chunkFailedBody) : undefined}
      onReload={kind === 'chunk' || kind === '500' || kind === 'abnormal' ? () => window.location.reload() : undefined}
      onSignIn={kind === '403' ? () => void navigate(loginUrl(window.location.pathname, currentLocale())) : undefined}
      onHome={() => void navigate('/')}
    />
  );
}

export function errorRoute(kind: string) {
  return function ErrorRoute() {
    return <ErrorRouteView kind={kind as ErrorKind} />;
  };
}
