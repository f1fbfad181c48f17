import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { Switch } from '../Switch/index.ts';
import { Tabs } from '../Tabs/index.ts';
import { cookieMessages } from './CookiePreferencesDialog.messages.ts';
import * as styles from './CookiePreferencesDialog.css.ts';

export type CookiePreferencesDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored choice (spec §4 analytics consent). */
  analytics: boolean;
  /** Save and Close: stores the choice (the dialog closes itself). */
  onSave: (analytics: boolean) => void;
  /** Cookie names per category, listed under each tab. */
  cookieNames: { essential: readonly string[]; analytics: readonly string[] };
};

/** Spec §2 cookie preferences: Your privacy, Essential (always active), Analytics (switch); Reset and Save and close. */
export function CookiePreferencesDialog({ isOpen, onOpenChange, analytics, onSave, cookieNames }: CookiePreferencesDialogProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState(analytics);
  const names = (list: readonly string[]) => (
    <>
      <span className={styles.namesTitle}>{intl.formatMessage(cookieMessages.cookieNames)}</span>
      <ul className={styles.names}>
        {list.map((name) => (
          <li key={name}>
            <Badge>{name}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) setChoice(analytics);
        onOpenChange(open);
      }}
      size="lg"
      title={intl.formatMessage(cookieMessages.title)}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={() => setChoice(false)}>
            {intl.formatMessage(cookieMessages.reset)}
          </Button>
          <Button
            onPress={() => {
              onSave(choice);
              close();
            }}
          >
            {intl.formatMessage(cookieMessages.saveAndClose)}
          </Button>
        </>
      )}
    >
      <Tabs
        aria-label={intl.formatMessage(cookieMessages.tabs)}
        items={[
          { id: 'privacy', label: intl.formatMessage(cookieMessages.privacyTab), content: <div className={styles.panel}><p>{intl.formatMessage(cookieMessages.privacyBody)}</p></div> },
          {
            id: 'essential',
            label: intl.formatMessage(cookieMessages.essentialTab),
            content: (
              <div className={styles.panel}>
                <div className={styles.status}>
                  <span>{intl.formatMessage(cookieMessages.essentialTab)}</span>
                  <Badge tone="success">{intl.formatMessage(cookieMessages.alwaysActive)}</Badge>
                </div>
                <p>{intl.formatMessage(cookieMessages.essentialBody)}</p>
                {names(cookieNames.essential)}
              </div>
            ),
          },
          {
            id: 'analytics',
            label: intl.formatMessage(cookieMessages.analyticsTab),
            content: (
              <div className={styles.panel}>
                <div className={styles.status}>
                  <span>{intl.formatMessage(cookieMessages.analyticsTab)}</span>
                  <Switch isSelected={choice} onChange={setChoice}>
                    {intl.formatMessage(choice ? cookieMessages.active : cookieMessages.inactive)}
                  </Switch>
                </div>
                <p>{intl.formatMessage(cookieMessages.analyticsBody)}</p>
                {names(cookieNames.analytics)}
              </div>
            ),
          },
        ]}
      />
    </Dialog>
  );
}
