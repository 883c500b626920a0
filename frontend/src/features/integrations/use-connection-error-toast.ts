/**
 * Back from a connection that failed (`?connectionError=google|slack`, set by the OAuth callbacks
 * for a denied consent, a bad or expired state, a failed exchange): shows the error catalogue's 'Failed to
 * start integration. Please try again.' once and drops the parameter from the address.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import {
  CONNECTION_ERROR_PARAM,
  CONNECTION_FAILED_MESSAGE,
  PROVIDER_LABELS,
  providerParam,
} from '@shared/domain/integrations';

export function useConnectionErrorToast(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const provider = providerParam(searchParams.get(CONNECTION_ERROR_PARAM));
  useEffect(() => {
    if (!provider) return;
    toast.error(CONNECTION_FAILED_MESSAGE, {
      id: `connection-error-${provider}`,
      description: `${PROVIDER_LABELS[provider]} was not connected.`,
    });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CONNECTION_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [provider, setSearchParams]);
}
