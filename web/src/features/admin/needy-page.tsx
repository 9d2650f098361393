import { useDocumentMeta } from '../../lib/document-meta';

// A placeholder on this branch only: the fundraiser and needy screens come with their own branch.
export function AdminNeedyPage() {
  useDocumentMeta('Potrzebujący');
  return (
    <section className="admin-page">
      <h1>Potrzebujący</h1>
    </section>
  );
}
