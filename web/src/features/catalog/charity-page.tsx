import { useParams } from 'react-router-dom';
import { cardDescription } from '@zlota/shared/text';
import { useDocumentMeta } from '../../lib/document-meta';
import { CharityDetails } from './components/charity-details';
import { CharityUnavailable, UNAVAILABLE_TITLES, type UnavailableReason } from './components/charity-unavailable';
import { CharitySkeleton } from './components/skeletons';
import { useCharity, type CharityView } from './hooks/use-charity';

/** Why there is nothing to show, or null while there is something (or it is still coming). */
function unavailableReason({ charity, sync, gone }: CharityView): UnavailableReason | null {
  if (gone) return 'gone';
  if (charity !== null) return null;
  if (sync === 'offline') return 'offline';
  if (sync === 'failed') return 'failed';
  return null;
}

/** Spec §2: /zbiorka/:name, /protege/:name and /protege/:name/view. */
export function CharityPage() {
  const { name = '' } = useParams();
  const view = useCharity(name);
  const reason = unavailableReason(view);
  const { charity } = view;
  useDocumentMeta(charity?.title ?? (reason ? UNAVAILABLE_TITLES[reason] : undefined), charity ? cardDescription(charity.short_description) : undefined);
  if (reason) return <CharityUnavailable reason={reason} retry={view.retry} />;
  if (!charity) return <CharitySkeleton />;
  return <CharityDetails charity={charity} sync={view.sync} />;
}
