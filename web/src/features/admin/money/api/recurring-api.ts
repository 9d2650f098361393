import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import type { RecurringDonorView } from '@zlota/shared/entities';
import type { RecurringSchedule, RecurringStatus } from '@zlota/shared/schemas/recurring';
import { api } from '../../../../lib/api-client';

// Issue 40 item 6: the monthly schedules for staff, and their cancel with a reason. Writes are never retried.
export const recurringApi = {
  list: (status: RecurringStatus | '', signal?: AbortSignal) =>
    api.get<RecurringSchedule[]>(`${apiPath(API_ROUTES.adminRecurring)}${status ? `?${new URLSearchParams({ status }).toString()}` : ''}`, signal ? { signal } : {}),
  cancel: (id: number, reason: string) => api.post<RecurringDonorView>(apiPath(API_ROUTES.adminRecurringCancel, { id }), { reason }, { retry: 0 }),
};
