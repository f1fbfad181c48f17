import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MenuOverlay } from '../../overlays/MenuOverlay.tsx';
import type { DeferredMenuBinding } from '../../overlays/useDeferredMenuTrigger.ts';
import { Icon } from '../Icon/index.ts';
import * as styles from './DataTable.css.ts';
import { dataTableMessages } from './DataTable.messages.ts';
import type { DataTableRowAction } from './RowActions.tsx';

// Loaded on the first hover, focus or press of a row's “Actions” button (RowActions.tsx).

/** A row's actions as a menu (react-aria Menu in a Popover), bound to the eager trigger's state. */
export function RowActionsMenu({ binding, actions, title }: { binding: DeferredMenuBinding; actions: readonly DataTableRowAction[]; title: string }) {
  const intl = useIntl();
  return (
    <MenuOverlay binding={binding}>
      <Popover placement="bottom end" className={styles.menuPopover}>
        <Menu
          aria-label={intl.formatMessage(dataTableMessages.rowActions, { title })}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} textValue={action.label} className={[styles.menuItem, action.isDestructive && styles.destructive].filter(Boolean).join(' ')}>
              {action.icon && <Icon name={action.icon} size="sm" />}
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuOverlay>
  );
}
