import { useNavigate } from 'react-router-dom';
import { PAGE_META } from '@zlota/shared/page-meta';
import { OnlineOnly } from '../../components/layout/online-only';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';
import { accountApi } from './api/account-api';
import { CharityForm } from '../../components/charity/charity-form';
import { RequireUser } from '../../components/user/require-user';
import { useNotify } from '../../hooks/use-notify';
import { charityRequestBody, EMPTY_USER_CHARITY } from '../../components/charity/logic/charity-form';
import './account.css';

/** Spec §2: /nowa-zbiorka — a logged-in user's new fundraiser, saved as a draft or sent for review. */
export function NewCharityPage() {
  useDocumentMeta(PAGE_META.newCharity.title, PAGE_META.newCharity.description);
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <RequireUser>
      <OnlineOnly what="Tworzenie zbiórki">
        <section className="page charity-editor" aria-labelledby="charity-editor-title">
          <h1 id="charity-editor-title">Nowa zbiórka</h1>
          <p className="charity-editor__lead">
            Opisz, komu i na co zbierasz, dodaj zdjęcie i kwotę celu. Możesz zapisać szkic i wrócić do niego później — a gdy wszystko będzie gotowe,
            wyślij zbiórkę do akceptacji fundacji.
          </p>
          <CharityForm
            initial={EMPTY_USER_CHARITY}
            mode="new"
            save={async (body, image) => {
              const created = await accountApi.createCharity(charityRequestBody(body, image));
              notify.success(body.submit ? 'Zbiórka wysłana do akceptacji' : 'Szkic zapisany', body.submit ? 'Fundacja sprawdzi ją i opublikuje.' : undefined);
              void navigate(paths.charityPreview.getHref({ url: created.url }));
            }}
          />
        </section>
      </OnlineOnly>
    </RequireUser>
  );
}
