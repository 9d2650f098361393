// The audit log's vocabulary: what staff did, to what, in words the panel shows.

export const AUDIT_ENTITY_TYPES = ['charity', 'needy', 'user', 'payment', 'settings', 'email', 'report'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  charity: 'Zbiórka',
  needy: 'Podopieczny',
  user: 'Użytkownik',
  payment: 'Płatność',
  settings: 'Ustawienia',
  email: 'E-mail',
  report: 'Zgłoszenie zbiórki',
};

export const AUDIT_ACTION_LABELS = {
  'charity.create': 'Utworzenie zbiórki',
  'charity.update': 'Edycja zbiórki',
  'charity.approve': 'Akceptacja zbiórki',
  'charity.reject': 'Odrzucenie zbiórki',
  'charity.request_changes': 'Prośba o poprawki',
  'charity.complete': 'Zakończenie zbiórki',
  'charity.close': 'Zamknięcie zbiórki',
  'charity.reopen': 'Wznowienie zbiórki',
  'charity.revise': 'Zmiana opisu lub zdjęcia zbiórki',
  'charity.revision_approve': 'Akceptacja zmian zbiórki',
  'charity.revision_reject': 'Odrzucenie zmian zbiórki',
  'charity.promote': 'Zmiana wyróżnienia',
  'charity.banner_order': 'Kolejność banera',
  'charity.delete': 'Usunięcie zbiórki',
  'charity.update_post': 'Dodanie aktualności zbiórki',
  'charity.update_delete': 'Usunięcie aktualności zbiórki',
  'needy.create': 'Dodanie podopiecznego',
  'needy.update': 'Edycja podopiecznego',
  'needy.delete': 'Usunięcie podopiecznego',
  'needy.view': 'Wgląd w dane podopiecznego',
  'needy.anonymise': 'Anonimizacja podopiecznego',
  'user.activate': 'Aktywacja konta',
  'user.deactivate': 'Dezaktywacja konta',
  'user.delete': 'Usunięcie konta',
  'user.grant_admin': 'Nadanie uprawnień administratora',
  'user.revoke_admin': 'Odebranie uprawnień administratora',
  'user.two_factor_enable': 'Włączenie logowania dwuetapowego',
  'user.two_factor_disable': 'Wyłączenie logowania dwuetapowego',
  'user.two_factor_recovery_code': 'Logowanie kodem zapasowym',
  'user.end_sessions': 'Wylogowanie ze wszystkich urządzeń',
  'user.export_data': 'Pobranie kopii danych osobowych',
  'user.set_role': 'Nadanie lub zmiana roli w zespole',
  'user.set_password': 'Ustawienie nowego hasła',
  'payment.manual_donation': 'Wpłata ręczna',
  'payment.void': 'Unieważnienie wpłaty',
  'payment.configuration': 'Konfiguracja płatności',
  'payment.connection_check': 'Sprawdzenie połączenia z operatorem płatności',
  'payment.reconcile': 'Uzgodnienie płatności',
  'payment.refund': 'Zwrot wpłaty',
  'payment.refund_late': 'Zwrot potwierdzony po oznaczeniu jako nieudany',
  'payment.check': 'Ponowne sprawdzenie płatności u operatora',
  'payment.yearly_summaries': 'Wysłanie rocznych podsumowań darowizn',
  'settings.update': 'Zmiana ustawień fundacji',
  'email.resend': 'Ponowna wysyłka e-maila',
  'report.close': 'Zamknięcie zgłoszenia zbiórki',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];
