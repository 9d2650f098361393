import type { ModerationAction } from '@zlota/shared/moderation';
import { foundationEmail } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';

interface Owner {
  email: string;
  name: string;
}

interface Reviewed {
  url: string;
  title: string;
  note: string | null;
}

/** What the owner hears after a moderator's step; the other steps need no letter. */
export function moderationEmail(action: ModerationAction, owner: Owner, charity: Reviewed, publicUrl: string): EmailMessage | null {
  const url = encodeURIComponent(charity.url);
  const common = { to: owner.email, greetingName: owner.name };
  if (action === 'approve') {
    return foundationEmail({
      ...common,
      kind: 'charity_approved',
      subject: 'Twoja zbiórka została opublikowana',
      lines: [
        `Fundacja zaakceptowała Twoją zbiórkę „${charity.title}”. Jest już widoczna w serwisie i przyjmuje wpłaty.`,
        'Udostępnij ją bliskim i znajomym — każda wpłata przybliża cel.',
      ],
      link: `${publicUrl}/zbiorka/${url}`,
      action: 'Zobacz zbiórkę',
    });
  }
  if (action === 'reject') {
    return foundationEmail({
      ...common,
      kind: 'charity_rejected',
      subject: 'Zbiórka nie została przyjęta',
      lines: [
        `Niestety, fundacja nie może przyjąć Twojej zbiórki „${charity.title}”.`,
        `Powód: ${charity.note ?? ''}`,
        'Jeśli masz pytania, napisz do nas — chętnie wyjaśnimy.',
      ],
      link: `${publicUrl}/user`,
      action: 'Przejdź do konta',
    });
  }
  if (action === 'request_changes') {
    return foundationEmail({
      ...common,
      kind: 'charity_changes_requested',
      subject: 'Prosimy o poprawki w zbiórce',
      lines: [
        `Fundacja sprawdziła Twoją zbiórkę „${charity.title}” i prosi o poprawki przed publikacją.`,
        `Co poprawić: ${charity.note ?? ''}`,
        'Zbiórka wróciła do Ciebie jako szkic. Po poprawkach wyślij ją ponownie do akceptacji.',
      ],
      link: `${publicUrl}/user/charity/${url}/edit`,
      action: 'Popraw zbiórkę',
    });
  }
  return null;
}

/** What the owner hears after the foundation's word on a published fundraiser's new description or picture. */
export function revisionEmail(decision: 'approve' | 'reject', owner: Owner, charity: Reviewed, publicUrl: string): EmailMessage {
  const url = encodeURIComponent(charity.url);
  const common = { to: owner.email, greetingName: owner.name };
  if (decision === 'approve') {
    return foundationEmail({
      ...common,
      kind: 'charity_revision_approved',
      subject: 'Zmiany w zbiórce są już widoczne',
      lines: [`Fundacja zaakceptowała zmiany w Twojej zbiórce „${charity.title}”. Nowy opis i zdjęcie są już widoczne dla wszystkich.`],
      link: `${publicUrl}/zbiorka/${url}`,
      action: 'Zobacz zbiórkę',
    });
  }
  return foundationEmail({
    ...common,
    kind: 'charity_revision_rejected',
    subject: 'Zmiany w zbiórce nie zostały przyjęte',
    lines: [
      `Fundacja nie może przyjąć zmian w Twojej zbiórce „${charity.title}”. Zbiórka pokazuje nadal dotychczasowy opis i zdjęcie.`,
      `Powód: ${charity.note ?? ''}`,
      'Możesz poprawić zmiany i zapisać je ponownie.',
    ],
    link: `${publicUrl}/user/charity/${url}/edit`,
    action: 'Popraw zmiany',
  });
}
