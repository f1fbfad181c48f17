import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { User } from '@academy/contract';
import { displayName } from '@academy/rules';
import { FeedbackDialog, useToast, type CustomerService } from '@academy/ui';
import { ApiError } from '@academy/api-client';
import { api } from '../app/api.ts';
import { uploadImage } from '../app/upload.ts';
import { feedbackPageMessages } from './feedback.messages.ts';

// Spec §6: customer-service info is hidden for hosts on a white list (configured per deployment).
const HIDDEN_SERVICE_HOSTS = (import.meta.env.VITE_HIDE_SERVICE_HOSTS ?? '').split(',').filter(Boolean);

async function loadCustomerService(schoolId: string): Promise<CustomerService | null> {
  const rows = await api.customerService({ query: { schoolId, configTypes: 'customerServiceSwitch,customerServiceInfo' } }).catch(() => []);
  const on = rows.find((row) => row.configType === 'customerServiceSwitch')?.configValue === '1';
  const info = rows.find((row) => row.configType === 'customerServiceInfo')?.configValue;
  if (!on || !info) return null;
  try {
    return JSON.parse(info) as CustomerService;
  } catch {
    return null;
  }
}

/** The feedback dialog wired to the API: customer service loads when it opens (spec §4). */
export function Feedback({ isOpen, onOpenChange, schoolId, schoolName, user, onDone }: { isOpen: boolean; onOpenChange: (open: boolean) => void; schoolId: string; schoolName: string; user: User; onDone?: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [service, setService] = useState<CustomerService | null>(null);
  useEffect(() => {
    if (isOpen) void loadCustomerService(schoolId).then(setService);
  }, [isOpen, schoolId]);
  return (
    <FeedbackDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      schoolId={schoolId}
      schoolName={schoolName}
      userName={displayName(user)}
      customerService={service}
      hideCustomerService={HIDDEN_SERVICE_HOSTS.includes(window.location.hostname)}
      uploadImage={uploadImage}
      submit={async (payload) => {
        try {
          await api.addFeedback({ body: payload });
          return { code: 200, message: 'OK' };
        } catch (error) {
          // A 4xx carries the server's message (shown as a warning); a network failure rethrows (spec §8).
          if (error instanceof ApiError) return { code: error.status, message: error.message };
          throw error;
        }
      }}
      onSubmitted={() => {
        toast.show(intl.formatMessage(feedbackPageMessages.thanks), 'success');
        onDone?.();
      }}
    />
  );
}
