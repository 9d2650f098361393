import { useDocumentMeta } from '../../lib/document-meta';

// A placeholder on this branch only: the fundraiser and needy screens come with their own branch.
export function AdminCharityNewPage() {
  useDocumentMeta('Nowa zbiórka');
  return (
    <section className="admin-page">
      <h1>Nowa zbiórka</h1>
    </section>
  );
}
