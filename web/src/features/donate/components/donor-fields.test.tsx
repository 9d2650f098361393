import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Foundation } from '@zlota/shared/entities';
import { NO_DOCUMENTS } from '@zlota/shared/schemas/foundation';
import { FoundationContext } from '../../../hooks/use-foundation';
import { DonorFields } from './donor-fields';

// Issue 37 item 7: the confirmation comes from the foundation (its e-mail, its PDF), so the support page's hint under
// the e-mail field names the foundation by its record, not "Operator płatności".

const values = { name: '', receiptName: '', email: '', message: '' };
const emailHint = (foundation: Foundation | null) => {
  const html = renderToStaticMarkup(
    <FoundationContext.Provider value={{ foundation, example: false, documents: NO_DOCUMENTS }}>
      <DonorFields values={values} errors={{}} onChange={() => undefined} />
    </FoundationContext.Provider>,
  );
  return /<p class="field__hint" id="donation-email-hint">([^<]*)<\/p>/.exec(html)?.[1];
};

describe('the support page: the e-mail field\'s hint', () => {
  it('names the foundation from its record as the sender of the confirmation', () => {
    const foundation = { name: 'Fundacja Dobra Wola' } as Foundation;
    expect(emailHint(foundation)).toBe('Fundacja Dobra Wola wyśle na niego potwierdzenie darowizny. Nikomu go nie pokazujemy.');
    expect(emailHint(foundation)).not.toContain('Operator płatności');
  });
});
