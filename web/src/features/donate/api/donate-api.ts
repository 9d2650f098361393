import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { CharityDetails } from '@zlota/shared/entities';
import { api } from '../../../lib/api-client';
import type { DonationRequest } from '../logic/donation-form';

export interface PaymentMethod {
  id: string;
  name: string;
  image_url: string | null;
}

export interface DonationStarted {
  guid: string;
  redirect_url: string | null;
}

export interface PaymentStatusAnswer {
  guid: string;
  status: string;
}

export interface PaymentDetails {
  guid: string;
  status: string;
  amount: number;
  currency: string;
  created_at: string | null;
  paid_at: string | null;
  charity: { id: number; url: string; title: string } | null;
}

// Donating is online-only (ARCHITECTURE §5): these calls go straight to the API, never through Dexie.
export const fetchCharity = (name: string, signal?: AbortSignal) => api.get<CharityDetails>(apiPath(API_ROUTES.charity, { name }), { signal });

export const fetchPaymentMethods = (charityId: number, signal?: AbortSignal) =>
  api.get<PaymentMethod[]>(apiPath(API_ROUTES.charityPaymentMethods, { id: charityId }), { signal });

/** Never retried by the client: the idempotency key makes a repeat by the donor safe instead. */
export const startDonation = (request: DonationRequest) => api.post<DonationStarted>(apiPath(API_ROUTES.donate), request, { retry: 0 });

export const fetchPaymentStatus = (guid: string, signal?: AbortSignal) =>
  api.get<PaymentStatusAnswer>(apiPath(API_ROUTES.paymentStatus, { guid }), { signal });

export const fetchPayment = (guid: string, signal?: AbortSignal) => api.get<PaymentDetails>(apiPath(API_ROUTES.payment, { guid }), { signal });

