/** Where providers notify us about a payment: the guid in the path ties the request to one payment. */
export const notifyUrl = (publicUrl: string, provider: string, guid: string) =>
  `${publicUrl}/api/payments/notify/${provider}/${guid}`;

/** Where the donor comes back to: the processing page polls the status. */
export const returnUrl = (publicUrl: string, charityUrl: string, guid: string) =>
  `${publicUrl}/zbiorka/${encodeURIComponent(charityUrl)}/procesowanie-wplaty?guid=${guid}`;
