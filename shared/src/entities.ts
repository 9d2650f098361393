// Entity shapes of spec §3 as the API shows them (snake_case, money in zł numbers).

export interface SignUp {
  name: string;
  surname: string;
  username: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  rules: boolean;
}

/** What a login answers; the browser keeps it in session storage (spec §3, §4). */
export interface Session {
  access_token: string;
  /** Seconds since the epoch. */
  expires_at: number;
  /** The admin-identifier marker: present (true) only for admins. */
  admin?: true;
}

export interface UserInfo {
  id: number;
  name: string;
  surname: string;
  username: string;
  email: string;
  phone: string;
  is_admin: boolean;
  is_active: boolean;
  email_verified: boolean;
  created_at: string;
}

export interface Needy {
  id: number;
  name: string;
  surname: string;
  city: string;
}

export interface Charity {
  id: number;
  url: string;
  title: string;
  name: string;
  target: string;
  target_amount: number;
  collected_amount: number;
  image: string | null;
  short_description: string;
  needy: Needy | null;
}

/** A fundraiser's page: the card's fields and what the view adds. */
export interface CharityDetails extends Charity {
  description: string;
  status: string;
  promoted: boolean;
  published_at: string | null;
}

/** Who runs a fundraiser, as the foundation's panel shows them. */
export interface CharityOwner {
  id: number;
  name: string;
  surname: string;
  email: string;
}

/**
 * What the foundation sees of a fundraiser: the owner, the ordering, the last review. The beneficiary's
 * contact and notes are not here: they are read one person at a time (needy/{id}), and each reading is audited.
 */
export interface AdminCharity extends CharityDetails {
  owner_id: number | null;
  owner: CharityOwner | null;
  promoted_order: number | null;
  review_note: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminNeedy extends Needy {
  contact: string;
  notes: string;
}

/** A beneficiary in the foundation's list: no private fields, and how many fundraisers they have. */
export interface ListedNeedy extends Needy {
  charities: number;
}

/** One beneficiary's admin page: the private fields (each reading audited) and their fundraisers. */
export interface NeedyDetails extends AdminNeedy {
  charities: { id: number; url: string; title: string; status: string }[];
}

export interface Statistics {
  /** Fundraisers the foundation has run: active and completed ones. */
  fundraisers: number;
  /** Everything collected, in zł. */
  collected_amount: number;
  wheelchairs: number;
}

export interface Payment {
  guid: string;
  status: string;
}

export type ToastSeverity = 'info' | 'success' | 'warn' | 'error';

export interface Toast {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  life?: number;
  group?: string;
  closable?: boolean;
}

export interface MenuItem {
  label?: string;
  icon?: string;
  routerLink?: string;
  url?: string;
  target?: string;
  command?: () => void;
  visible?: boolean;
  disabled?: boolean;
  separator?: boolean;
  items?: MenuItem[];
}
