import { useCallback } from 'react';
import { TOAST_LIFE_MS } from '@zlota/shared/constants';
import { TOAST_TEXTS } from '@zlota/shared/messages';
import { useToast } from '../components/ui/toast';

/** Spec §5/§8: an error toast titled 'Błąd' for 3 s; a success toast says what was done. */
export function useNotify() {
  const toast = useToast();
  const error = useCallback((message: string) => toast({ severity: 'error', summary: TOAST_TEXTS.errorSummary, detail: message, life: TOAST_LIFE_MS }), [toast]);
  const success = useCallback((summary: string, detail?: string) => toast({ severity: 'success', summary, ...(detail ? { detail } : {}), life: TOAST_LIFE_MS }), [toast]);
  const info = useCallback((summary: string, detail?: string) => toast({ severity: 'info', summary, ...(detail ? { detail } : {}), life: TOAST_LIFE_MS }), [toast]);
  return { error, success, info };
}
