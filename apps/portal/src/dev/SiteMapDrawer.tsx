import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog } from '@academy/ui';
import { SiteMapLinks } from '../pages/dev/SiteMapLinks.tsx';
import { devMessages } from './dev.messages.ts';
import * as styles from './dev.css.ts';

/**
 * Development builds only (spec §2 "developer site-map drawer"): a corner button opening the routes a developer
 * opens most. Production has the same list at /test.
 */
export function SiteMapDrawer() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" className={styles.trigger} onPress={() => setOpen(true)}>
        {intl.formatMessage(devMessages.siteMap)}
      </Button>
      <Dialog isOpen={open} onOpenChange={setOpen} title={intl.formatMessage(devMessages.siteMap)} size="sm">
        <SiteMapLinks label={intl.formatMessage(devMessages.siteMap)} className={styles.list} onNavigate={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
