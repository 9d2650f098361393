import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useRemote } from '../../hooks/use-remote';
import { twoFactorApi } from './api/two-factor-api';

/**
 * REQUIRE_ADMIN_2FA: an admin without two-factor login is sent to its set-up (the server refuses every other
 * admin call with TWO_FACTOR_SETUP_REQUIRED). Asked again on each move in the panel until it is on, then no more.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [settled, setSettled] = useState(false);
  const status = useRemote(settled ? null : pathname, (signal) => twoFactorApi.status(signal));
  const mustSetUp = status.status === 'ready' && status.data.required && !status.data.enabled;
  useEffect(() => {
    if (status.status === 'ready' && !mustSetUp) setSettled(true);
  }, [status.status, mustSetUp]);
  const setUpHref = paths.adminSecurity.getHref();
  if (mustSetUp && pathname !== setUpHref) return <Navigate to={setUpHref} replace />;
  return children;
}
