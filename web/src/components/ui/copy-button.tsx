import { useToast } from './toast';

/** Copies what a person would otherwise retype (an account, the KRS, a transfer's title). */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ severity: 'success', summary: copied });
    } catch {
      toast({ severity: 'warn', summary: 'Nie udało się skopiować', detail: `Zaznacz i skopiuj ręcznie: ${text}` });
    }
  };
  return (
    <button type="button" className="btn btn--small" onClick={() => void copy()}>
      {label}
    </button>
  );
}
