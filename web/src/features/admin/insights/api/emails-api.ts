import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { OutboxEntry, OutboxList, OutboxQuery } from '@zlota/shared/schemas/outbox';
import { api } from '../../../../lib/api-client';

export type { OutboxEntry };

/** E-mails that did not go out (and those waiting or only logged): list them, send failed ones again. */
export const emailsApi = {
  list: (query: OutboxQuery, signal?: AbortSignal) => api.get<OutboxList>(apiPath(API_ROUTES.adminEmails), { signal, searchParams: query.status ? { status: query.status } : {} }),
  resend: (id: number) => api.post<OutboxEntry>(apiPath(API_ROUTES.adminEmailResend, { id })),
  /** The chosen failed e-mails, or (none given) every failed one. */
  resendMany: (ids: number[] | undefined) => api.post<{ resent: number }>(apiPath(API_ROUTES.adminEmailsResend), ids ? { ids } : {}),
};
