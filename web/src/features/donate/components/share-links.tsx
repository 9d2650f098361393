import { Icon } from '../../../components/ui/icon';
import { useToast } from '../../../components/ui/toast';
import { shareLinks } from '../../../lib/share-links';
import { shareText } from '../logic/share-text';

/** Encourages the donor to pass the fundraiser on: the system's share sheet, three networks, or a copied link. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const toast = useToast();
  const canShare = typeof navigator.share === 'function';
  const share = () => void navigator.share({ title, text: shareText(title), url }).catch(() => {});
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', summary: 'Skopiowano link', detail: 'Wklej go w wiadomości do bliskich i znajomych.' });
    } catch {
      toast({ severity: 'warn', summary: 'Nie udało się skopiować linku', detail: url });
    }
  };
  return (
    <ul className="share-links" aria-label="Udostępnij zbiórkę">
      {canShare && (
        <li>
          <button type="button" className="btn btn--primary" onClick={share}>
            <Icon name="share" /> Udostępnij
          </button>
        </li>
      )}
      {shareLinks(url, shareText(title)).map((target) => (
        <li key={target.id}>
          <a className="btn" href={target.href} target="_blank" rel="noopener noreferrer">
            <Icon name={target.id} /> {target.label}
            <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
          </a>
        </li>
      ))}
      <li>
        <button type="button" className="btn" onClick={() => void copy()}>
          <Icon name="link" /> Kopiuj link
        </button>
      </li>
    </ul>
  );
}
