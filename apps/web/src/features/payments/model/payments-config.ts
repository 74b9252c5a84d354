import type { ClientConfig, PaymentProviderName } from '@vizyt/contracts';
import { useGetClientConfigQuery } from '@/lib/client-config';

/**
 * Which provider takes the money (GET /config → payments) and Stripe's publishable key.
 * `provider` is null while the configuration loads or when it failed; then the payment options
 * of a booking, which name the provider too, decide.
 */
export const usePaymentsConfig = (): { provider: PaymentProviderName | null; publishableKey: string | null; isLoading: boolean } => {
  const { data, isLoading } = useGetClientConfigQuery();
  // Optional: an older server's configuration has no payments section.
  const payments: ClientConfig['payments'] | undefined = data?.payments;
  return { provider: payments?.provider ?? null, publishableKey: payments?.stripePublishableKey ?? null, isLoading };
};
