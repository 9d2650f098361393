import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminCharity } from '@zlota/shared/entities';
import { LoadProblem } from '../../../components/ui/load-problem';
import { useRemote } from '../../../hooks/use-remote';
import { useDocumentMeta } from '../../../lib/document-meta';
import { charitiesApi } from '../api/charities-api';

interface CharityScreenProps {
  /** The screen's name in the tab title: `{screen}: {fundraiser} — panel fundacji`. */
  screen: string;
  /** The tab's title until the fundraiser is known (default: `{screen} — panel fundacji`). */
  unnamed?: string;
  back: (id: number) => { href: string; label: string };
  children: (charity: AdminCharity & { reload: () => void }, id: number) => ReactNode;
}

/** A panel screen of one fundraiser (`/admin/charity/:id/…`): it loads the fundraiser, titles the tab, says what failed. */
export function CharityScreen({ screen, unnamed = screen, back, children }: CharityScreenProps) {
  const id = Number(useParams().id);
  const charity = useRemote(Number.isInteger(id) && id > 0 ? `admin-charity:${id}` : null, () => charitiesApi.get(id));
  useDocumentMeta(charity.status === 'ready' ? `${screen}: ${charity.data.title} — panel fundacji` : `${unnamed} — panel fundacji`);
  if (charity.status === 'error' || charity.status === 'idle') {
    const message = charity.status === 'error' ? charity.message : 'Nie ma takiej zbiórki.';
    return <LoadProblem title="Nie udało się wczytać zbiórki" message={message} onRetry={charity.reload} back={back(id)} notFound={charity.status === 'idle' || charity.notFound} />;
  }
  if (charity.status !== 'ready') return <p role="status">Wczytywanie zbiórki…</p>;
  return children({ ...charity.data, reload: charity.reload }, id);
}
