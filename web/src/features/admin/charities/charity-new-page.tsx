import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useNotify } from '../../../hooks/use-notify';
import { useDocumentMeta } from '../../../lib/document-meta';
import { AdminCharityEditor } from './components/admin-charity-editor';
import { EMPTY_ADMIN_CHARITY } from './components/admin-charity-values';
import '../admin-charities.css';

/** /admin/charity/new: the foundation's own fundraiser, for a beneficiary picked or created here. */
export function AdminCharityNewPage() {
  useDocumentMeta('Nowa zbiórka — panel fundacji');
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <section className="admin-screen charity-editor" aria-labelledby="admin-charity-new-title">
      <p>
        <Link to={paths.adminCharities.getHref()}>← Wszystkie zbiórki</Link>
      </p>
      <h1 id="admin-charity-new-title">Nowa zbiórka</h1>
      <AdminCharityEditor
        initial={EMPTY_ADMIN_CHARITY}
        onSaved={(saved) => {
          notify.success('Zapisano', `Zbiórka „${saved.title}” została utworzona.`);
          void navigate(paths.adminCharityEdit.getHref({ id: String(saved.id) }));
        }}
      />
    </section>
  );
}
