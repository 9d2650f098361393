import { CHARITY_STATUS_LABELS, type CharityStatus } from '@zlota/shared/schemas/charity';

/** The owner changes a fundraiser freely until the foundation publishes it; an active one's description and picture after. */
export const isEditable = (status: string) => status === 'draft' || status === 'submitted' || status === 'active';

export const charityStatusLabel = (status: string) => CHARITY_STATUS_LABELS[status as CharityStatus] ?? status;

/** One sentence for the owner about where the fundraiser stands. */
export const CHARITY_STATUS_NOTES: Record<CharityStatus, string> = {
  draft: 'To szkic — widzisz go tylko Ty. Gdy będzie gotowy, wyślij go do akceptacji.',
  submitted: 'Zbiórka czeka na sprawdzenie przez fundację. Po akceptacji opublikujemy ją w serwisie.',
  active: 'Zbiórka jest opublikowana i przyjmuje wpłaty. Jej opis i zdjęcie możesz nadal poprawiać.',
  completed: 'Zbiórka zakończyła się. Dziękujemy wszystkim, którzy ją wsparli!',
  closed: 'Zbiórka jest zamknięta i nie przyjmuje już wpłat.',
  rejected: 'Fundacja nie przyjęła tej zbiórki. Powód znajdziesz poniżej i w wiadomości e-mail.',
};

export const charityStatusNote = (status: string) => CHARITY_STATUS_NOTES[status as CharityStatus] ?? '';

export { paymentStatusLabel } from '@zlota/shared/payment-labels';

/** A donation that stands (paid, or only partly refunded) has a "Potwierdzenie darowizny". */
export const isConfirmable = (status: string) => status === 'paid' || status === 'partially_refunded';
