import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type {
  CharityDetails,
  DonationRequest,
  DonationStarted,
  PaymentDetails,
  PaymentMethod,
  PaymentStatus,
  RecurringDonorView,
  SupportPaymentConfiguration,
} from '@zlota/shared/entities';
import { api } from '../../../lib/api-client';

export type { PaymentDetails, PaymentMethod };

// Donating is online-only (ARCHITECTURE §5): these calls go straight to the API, never through Dexie.
export const fetchCharity = (name: string, signal?: AbortSignal) => api.get<CharityDetails>(apiPath(API_ROUTES.charity, { name }), { signal });

export const fetchPaymentMethods = (charityId: number, signal?: AbortSignal) =>
  api.get<PaymentMethod[]>(apiPath(API_ROUTES.charityPaymentMethods, { id: charityId }), { signal });

/** Issue 40: the fundraiser's provider and whether it gives "co miesiąc". */
export const fetchPaymentConfiguration = (charityId: number, signal?: AbortSignal) =>
  api.get<SupportPaymentConfiguration>(apiPath(API_ROUTES.charityPaymentConfiguration, { id: charityId }), { signal });

/** Never retried by the client: the idempotency key makes a repeat by the donor safe instead. */
export const startDonation = (request: DonationRequest) => api.post<DonationStarted>(apiPath(API_ROUTES.donate), request, { retry: 0 });

export const fetchPaymentStatus = (guid: string, signal?: AbortSignal) =>
  api.get<PaymentStatus>(apiPath(API_ROUTES.paymentStatus, { guid }), { signal });

export const fetchPayment = (guid: string, signal?: AbortSignal) => api.get<PaymentDetails>(apiPath(API_ROUTES.payment, { guid }), { signal });


/** Issue 40: the donor's monthly schedule, by the signed key of its e-mail's link. */
export const fetchRecurring = (id: string, key: string, signal?: AbortSignal) =>
  api.get<RecurringDonorView>(`${apiPath(API_ROUTES.recurringSchedule, { id })}?${new URLSearchParams({ key }).toString()}`, { signal });

/** One click cancels; not retried (a repeat would change nothing, but says nothing new either). */
export const cancelRecurring = (id: string, key: string) => api.post<RecurringDonorView>(apiPath(API_ROUTES.recurringCancel, { id }), { key }, { retry: 0 });

/** Issue 40 item 5: a new amount (as typed) or day, or a pause or resume; not retried, the donor sees the answer. */
export const changeRecurring = (id: string, change: { key: string; amount?: string; day?: number; paused?: boolean }) =>
  api.post<RecurringDonorView>(apiPath(API_ROUTES.recurringChange, { id }), change, { retry: 0 });

/** Issue 40 item 4: „Zmień kartę”: the new card's authorisation (PayU: with its Secure Form's token); answers where to go. */
export const changeRecurringCard = (id: string, change: { key: string; idempotency_key: string; card_token?: string }) =>
  api.post<DonationStarted>(apiPath(API_ROUTES.recurringCard, { id }), change, { retry: 0 });
