import { AppProvider, Spinner } from '@academy/ui';
import type { ShellBoot } from './AppShell.tsx';

/** While the first route's data loads: a spinner that shows only after 200 ms (spec §2). */
export function BootFallback({ boot }: { boot: ShellBoot }) {
  return (
    <AppProvider locale={boot.locale.code} messages={boot.messages}>
      <Spinner block size="lg" />
    </AppProvider>
  );
}
