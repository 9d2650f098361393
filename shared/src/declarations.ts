// What an organiser declares when creating a fundraiser (regulamin § 4, polityka prywatności: health data on explicit
// consent). The one wording: the forms, the terms, the policy and the record kept with each fundraiser read it here.

export const DECLARATION_KEYS = ['adult', 'beneficiary_consent', 'health_data'] as const;
export type DeclarationKey = (typeof DECLARATION_KEYS)[number];

export const ORGANISER_DECLARATIONS: Record<DeclarationKey, string> = {
  adult: 'Oświadczam, że jestem osobą pełnoletnią.',
  beneficiary_consent:
    'Oświadczam, że mam zgodę Podopiecznego (albo jego przedstawiciela ustawowego) na prowadzenie tej zbiórki oraz na publikację jego danych i wizerunku.',
  health_data:
    'Oświadczam, że Podopieczny (albo jego przedstawiciel ustawowy) wyraźnie zgodził się na przetwarzanie danych o jego zdrowiu podanych w zbiórce, w celu jej weryfikacji i prowadzenia (art. 9 ust. 2 lit. a RODO).',
};

/** Changes whenever a wording above changes, so each stored acceptance says which words were accepted. */
export const DECLARATIONS_VERSION = '2026-11-25';
