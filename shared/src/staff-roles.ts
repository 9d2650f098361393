import type { StaffRole } from './api-routes.js';

/** The roles of the foundation's team as the panel names them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  finance: 'Finanse',
  moderator: 'Moderator',
  viewer: 'Podgląd',
};
