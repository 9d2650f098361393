import { useDocumentMeta } from '../../lib/document-meta';

// A placeholder on this branch only: the fundraiser and needy screens come with their own branch.
export function AdminCharitiesPage() {
  useDocumentMeta('Zbiórki');
  return (
    <section className="admin-page">
      <h1>Zbiórki</h1>
    </section>
  );
}
