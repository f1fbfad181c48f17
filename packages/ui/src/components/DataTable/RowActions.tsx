import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { PlainButton } from '../Button/PlainButton.tsx';
import { useDeferredMenuTrigger } from '../../overlays/useDeferredMenuTrigger.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import * as styles from './DataTable.css.ts';
import { dataTableMessages } from './DataTable.messages.ts';
import { LazyPending } from '../../overlays/LazyPending.tsx';

export type DataTableRowAction = {
  id: string;
  /** Visible text ("Edit"); screen readers hear it with the row's title ("Edit: Physics 101"). */
  label: string;
  icon?: IconName;
  /** Deletes or ends something: shown in the danger colour (with its words, never colour alone). */
  isDestructive?: boolean;
  isDisabled?: boolean;
  onAction: () => void;
};

const RowActionsMenu = lazy(() => import('./RowActionsMenu.tsx').then((module) => ({ default: module.RowActionsMenu })));

type RowActionsProps = {
  actions: readonly DataTableRowAction[];
  /** The row's name, for the accessible names. */
  title: string;
  display: 'menu' | 'buttons';
  /** Held open (see DataTable's actionsOpenFor). */
  isOpen?: true;
};

/** A row's actions: a menu button (“Actions”) or a few buttons side by side; each named with the row's title. */
export function RowActions({ actions, title, display, isOpen }: RowActionsProps) {
  const intl = useIntl();
  if (!actions.length) return null;
  if (display === 'buttons') {
    return (
      <div className={styles.actionButtons}>
        {actions.map((action) => (
          <Button
            key={action.id}
            size="sm"
            variant="quiet"
            className={action.isDestructive ? styles.destructive : undefined}
            aria-label={intl.formatMessage(dataTableMessages.rowAction, { action: action.label, title })}
            isDisabled={action.isDisabled}
            onPress={action.onAction}
          >
            {action.icon && <Icon name={action.icon} size="sm" />}
            {action.label}
          </Button>
        ))}
      </div>
    );
  }
  return <RowActionsMenuButton actions={actions} title={title} isOpen={isOpen} />;
}

/** The “Actions” menu button: a plain button until first hover, focus or press loads the menu (RowActionsMenu.tsx). */
function RowActionsMenuButton({ actions, title, isOpen }: Omit<RowActionsProps, 'display'>) {
  const intl = useIntl();
  const { triggerProps, binding, wanted } = useDeferredMenuTrigger({ defaultOpen: isOpen });
  return (
    <>
      <PlainButton {...triggerProps} size="sm" variant="quiet" aria-label={intl.formatMessage(dataTableMessages.rowActions, { title })}>
        {intl.formatMessage(dataTableMessages.actions)}
        <span className={styles.menuChevron} aria-hidden="true">
          <Icon name="chevronForward" size="sm" />
        </span>
      </PlainButton>
      {wanted && (
        <Suspense fallback={<LazyPending />}>
          <RowActionsMenu binding={binding} actions={actions} title={title} />
        </Suspense>
      )}
    </>
  );
}
