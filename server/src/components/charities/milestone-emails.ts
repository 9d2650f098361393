import { formatGrosze } from '@zlota/shared/money';
import { foundationEmail } from '../emails/email-template.js';
import type { EmailMessage } from '../emails/mailer.js';
import type { Milestone } from './charities-repository.js';

interface Owner {
  email: string;
  name: string;
}

interface Progress {
  url: string;
  title: string;
  collected: number;
  target: number;
}

/** What the owner hears when their fundraiser first reaches half of its target, and the whole of it. */
export function milestoneEmail(milestone: Milestone, owner: Owner, charity: Progress, publicUrl: string): EmailMessage {
  const common = { to: owner.email, greetingName: owner.name, link: `${publicUrl}/zbiorka/${encodeURIComponent(charity.url)}`, action: 'Zobacz zbiórkę' };
  const figures = `Zebrano już ${formatGrosze(charity.collected)} z ${formatGrosze(charity.target)}.`;
  if (milestone === 'half_target_reached_at') {
    return foundationEmail({
      ...common,
      kind: 'charity_half_target',
      subject: 'Połowa celu zebrana',
      lines: [
        `Wspaniała wiadomość: Twoja zbiórka „${charity.title}” ma już połowę potrzebnej kwoty. ${figures}`,
        'Dziękujemy wszystkim, którzy pomogli. Podziel się tą dobrą wiadomością z bliskimi — razem dojdziecie do celu.',
      ],
    });
  }
  return foundationEmail({
    ...common,
    kind: 'charity_target_reached',
    subject: 'Cel zbiórki osiągnięty',
    lines: [
      `Udało się! Twoja zbiórka „${charity.title}” osiągnęła swój cel. ${figures}`,
      'Z całego serca dziękujemy Tobie i wszystkim darczyńcom za to, czego razem dokonaliście.',
    ],
  });
}
