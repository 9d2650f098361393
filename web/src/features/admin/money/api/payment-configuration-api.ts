import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { adminPaymentConfigurationSchema, connectionCheckSchema } from '@zlota/shared/schemas/payment-views';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';

export type AdminPaymentConfiguration = z.output<typeof adminPaymentConfigurationSchema>;
export type ConnectionCheck = z.output<typeof connectionCheckSchema>;
/** A fundraiser's id, or null: the foundation's default. */
export type ConfigurationScope = number | null;

/** A payment configuration as the panel reads, writes (secrets write-only) and checks it. */
export const paymentConfigurationApi = {
  get: (scope: ConfigurationScope, signal?: AbortSignal) =>
    api.get<AdminPaymentConfiguration>(
      scope === null ? apiPath(API_ROUTES.adminDefaultPaymentConfigurationView) : apiPath(API_ROUTES.adminCharityPaymentConfigurationView, { id: scope }),
      { signal },
    ),
  save: (scope: ConfigurationScope, body: object) =>
    api.post<unknown>(
      scope === null ? apiPath(API_ROUTES.adminDefaultPaymentConfiguration) : apiPath(API_ROUTES.adminCharityPaymentConfiguration, { id: scope }),
      body,
    ),
  check: (scope: ConfigurationScope) =>
    api.post<ConnectionCheck>(
      scope === null ? apiPath(API_ROUTES.adminDefaultPaymentConnectionCheck) : apiPath(API_ROUTES.adminCharityPaymentConnectionCheck, { id: scope }),
      {},
    ),
};
