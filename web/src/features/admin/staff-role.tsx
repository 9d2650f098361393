import { createContext, useContext, type ReactNode } from 'react';
import { roleAllows, type StaffRole } from '@zlota/shared/api-routes';

// Issue 17: the panel shows a team member the links and the buttons of their role, read from the same tables the
// server's guard reads (API_ROUTES for what a button calls, PAGE_ROUTES for a screen). The server still checks each call.

const StaffRoleContext = createContext<StaffRole | null>(null);

/** Set by the panel's guard once it knows who is signed in. */
export const StaffRoleProvider = StaffRoleContext.Provider;

export const useStaffRole = () => useContext(StaffRoleContext);

/** Whether the signed-in team member may call this route, or see this screen. */
export function useAllows(target: { roles: readonly StaffRole[] | null }): boolean {
  return roleAllows(useStaffRole(), target);
}

/** Draws its children (a button, a form that writes) only for a role the route lets through. */
export function Allowed({ to, children }: { to: { roles: readonly StaffRole[] | null }; children: ReactNode }) {
  return useAllows(to) ? children : null;
}
