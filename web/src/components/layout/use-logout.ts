import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiPath, API_ROUTES } from '@zlota/shared/api-routes';
import { TOAST_LIFE_MS } from '@zlota/shared/constants';
import { TOAST_TEXTS } from '@zlota/shared/messages';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { session } from '../../lib/session';
import { useToast } from '../ui/toast';

/** Spec §4/§8: logout revokes the token, clears the session, says 'Wylogowano' and goes home. */
export function useLogout() {
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.raw(apiPath(API_ROUTES.logout), { method: 'post', retry: 0 });
      session.clear();
      toast({ severity: 'success', summary: TOAST_TEXTS.logoutSuccess, life: TOAST_LIFE_MS });
      void navigate(paths.home.getHref());
    } catch {
      toast({ severity: 'error', summary: TOAST_TEXTS.errorSummary, detail: TOAST_TEXTS.logoutFailure, life: TOAST_LIFE_MS });
    }
  }, [toast, navigate]);
}
