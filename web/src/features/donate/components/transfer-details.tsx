import type { CharityDetails } from '@zlota/shared/entities';
import { compactIban, printedIban } from '@zlota/shared/foundation-numbers';
import { formatGrosze } from '@zlota/shared/money';
import { transferTitleOf } from '@zlota/shared/transfer-code';
import { transferQrText } from '@zlota/shared/transfer-qr';
import { ExampleMark, FoundationText } from '../../../components/foundation/foundation-text';
import { CopyButton } from '../../../components/ui/copy-button';
import { TransferQrCode } from './transfer-qr-code';

export const TRANSFER_HEADING_ID = 'transfer-heading';

/**
 * "Przelew tradycyjny" (issue 34): what a donor types in their bank, from the foundation's record, with the
 * fundraiser's code in the title, and the same as a QR code that Polish banking apps scan. Loaded only when chosen
 * (it brings the QR library). The demo's values are marked as an example and offer nothing to copy or scan.
 */
export default function TransferDetails({ charity, amount }: { charity: CharityDetails; amount: number | null }) {
  const title = transferTitleOf(charity.transfer_code, charity.title);
  return (
    <section className="donate-section transfer" aria-labelledby={TRANSFER_HEADING_ID}>
      <h2 id={TRANSFER_HEADING_ID} className="donate-section__legend">
        Dane do przelewu
      </h2>
      <FoundationText block>
        {(foundation, example) => {
          const account = foundation.bank_accounts[0]!.iban;
          return (
            <>
              <dl className="transfer__details">
                <div>
                  <dt>Odbiorca</dt>
                  <dd>
                    {foundation.name}
                    {example && <ExampleMark />}
                  </dd>
                </div>
                <div>
                  <dt>Numer rachunku</dt>
                  <dd>
                    <span className="transfer__number">{printedIban(account)}</span>
                    {example && <ExampleMark />}
                    {!example && <CopyButton text={compactIban(account)} label="Kopiuj numer rachunku" copied="Skopiowano numer rachunku" />}
                  </dd>
                </div>
                <div>
                  <dt>Tytuł przelewu</dt>
                  <dd>
                    <span className="transfer__title">{title}</span>
                    <CopyButton text={title} label="Kopiuj tytuł przelewu" copied="Skopiowano tytuł przelewu" />
                  </dd>
                </div>
                <div>
                  <dt>Kwota</dt>
                  <dd>{amount !== null ? formatGrosze(amount) : 'wpisz w banku kwotę, którą chcesz przekazać'}</dd>
                </div>
              </dl>
              {!example && (
                <figure className="transfer__code">
                  <TransferQrCode
                    text={transferQrText({ nip: foundation.nip, iban: account, amountGrosze: amount ?? 0, recipient: foundation.name, title })}
                    label="Kod QR z danymi przelewu"
                  />
                  <figcaption>Zeskanuj kod w aplikacji swojego banku — wypełni za Ciebie dane przelewu.</figcaption>
                </figure>
              )}
              <p className="donate-note">
                Kod {charity.transfer_code} na początku tytułu mówi nam, którą zbiórkę wspierasz: wpłatę dopiszemy do niej, gdy dotrze na konto fundacji.
              </p>
            </>
          );
        }}
      </FoundationText>
    </section>
  );
}
