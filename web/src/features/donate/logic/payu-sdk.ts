// Issue 40: the part of PayU's JS SDK the support page uses (developers.payu.com, "Capturing Card Data"; the SDK's
// published types, payu-emea-sdk): `PayU(posId)`, `secureForms()`, `add(type)`, `render(selector)`, `tokenize(type)`.
// PayU asks that the SDK is always loaded from its own server, never bundled: it is added to the page only when the
// card form is shown, from the origin of the fundraiser's PayU configuration.

export type SecureFormType = 'card' | 'number' | 'date' | 'cvv';

export interface SecureFormErrorMessage {
  type: 'validation' | 'technical';
  /** error.validation.card.number, error.validation.expDate.past, error.tokenization, error.network, … */
  code: string;
  message: string;
  source?: SecureFormType;
}

export type TokenizeResult =
  | { status: 'SUCCESS'; body: { token: string; mask: string } }
  | { status: 'ERROR'; error: { messages: SecureFormErrorMessage[] } };

export interface SecureForm {
  render(selector: string): SecureForm;
  remove(): SecureForm;
}

export interface PayuSdk {
  secureForms(options?: { lang?: 'pl' }): { add(type: SecureFormType, options?: { frameTitle?: string; style?: { basic?: { fontSize?: string } } }): SecureForm };
  tokenize(type: 'SINGLE' | 'SINGLE_LONGTERM' | 'MULTI'): Promise<TokenizeResult>;
}

export type PayuEntry = (posId: string) => PayuSdk;

declare global {
  interface Window {
    PayU?: PayuEntry;
  }
}

const loading = new Map<string, Promise<PayuEntry>>();

/** The SDK from `url`, added once to the page; a failed load may be tried again. */
export function loadPayuSdk(url: string): Promise<PayuEntry> {
  const known = loading.get(url);
  if (known) return known;
  const loaded = new Promise<PayuEntry>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => (window.PayU ? resolve(window.PayU) : reject(new Error('PayU SDK without PayU()')));
    script.onerror = () => {
      script.remove();
      reject(new Error(`PayU SDK not loaded from ${url}`));
    };
    document.head.append(script);
  });
  loaded.catch(() => loading.delete(url));
  loading.set(url, loaded);
  return loaded;
}
