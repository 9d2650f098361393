import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { OutboxEntry, OutboxQuery } from '@zlota/shared/schemas/outbox';
import { api } from '../../../../lib/api-client';

export type { OutboxEntry };

/** E-mails that did not go out (and those waiting): list them, send a failed one again. */
export const emailsApi = {
  list: (query: OutboxQuery, signal?: AbortSignal) => api.get<OutboxEntry[]>(apiPath(API_ROUTES.adminEmails), { signal, searchParams: query.status ? { status: query.status } : {} }),
  resend: (id: number) => api.post<OutboxEntry>(apiPath(API_ROUTES.adminEmailResend, { id })),
};
