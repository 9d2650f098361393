import { useDocumentMeta } from '../../lib/document-meta';

// A placeholder on this branch only: the fundraiser and needy screens come with their own branch.
export function AdminCharityEditPage() {
  useDocumentMeta('Edycja zbiórki');
  return (
    <section className="admin-page">
      <h1>Edycja zbiórki</h1>
    </section>
  );
}
