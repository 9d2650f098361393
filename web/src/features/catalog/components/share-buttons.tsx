import { useSyncExternalStore } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useToast } from '../../../components/ui/toast';
import { shareLinks } from '../../../lib/share-links';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
const NEW_TAB_HINT = <span className="visually-hidden"> (otwiera się w nowej karcie)</span>;

const neverChanges = () => () => {};
/** The Web Share API; the server cannot tell, so the drawn page (and hydration) goes without it and it appears after. */
const useCanShare = () => useSyncExternalStore(neverChanges, () => 'share' in navigator, () => false);

/** Share on Facebook, X and WhatsApp, copy the link, and the system share sheet where the browser has one. */
export function ShareButtons({ url, title, text }: { url: string; title: string; text: string }) {
  const toast = useToast();
  const links = shareLinks(url, title);
  const canShare = useCanShare();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ severity: 'success', summary: 'Skopiowano link' });
    } catch {
      toast({ severity: 'error', summary: 'Nie udało się skopiować linku', detail: url });
    }
  };
  const share = () => navigator.share({ title, text, url }).catch(() => {}); // Closing the share sheet is not an error.
  return (
    <div className="share" role="group" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share__heading">
        Udostępnij zbiórkę
      </h2>
      <ul className="share__list">
        {canShare && (
          <li>
            <button type="button" className="share__button" onClick={() => void share()}>
              <Icon name="share" /> Udostępnij
            </button>
          </li>
        )}
        {links.map((link) => (
          <li key={link.id}>
            <a className="share__button" href={link.href} {...newTab}>
              <Icon name={link.id} /> {link.label}
              {NEW_TAB_HINT}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="share__button" onClick={() => void copy()}>
            <Icon name="link" /> Kopiuj link
          </button>
        </li>
      </ul>
    </div>
  );
}
