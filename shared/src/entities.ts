// Entity shapes of spec §3 as the API shows them (snake_case, money in zł numbers). Types only: importing this file
// brings no zod into a bundle.
import type { z } from 'zod';
import type { messageSchema, sessionSchema, signedUpSchema, signedUpWithCharitySchema, userInfoSchema } from './schemas/account-views.js';
import type { auditEntrySchema } from './schemas/audit.js';
import type {
  adminCharityViewSchema,
  adminNeedySchema,
  charityCardSchema,
  charityDetailsSchema,
  charityOwnerSchema,
  charityRevisionSchema,
  listedNeedySchema,
  needyDetailsSchema,
  needySchema,
  ownCharitySchema,
  statisticsSchema,
} from './schemas/charity-views.js';
import type { queuedPaymentSchema, workQueueSchema } from './schemas/work-queue-views.js';
import type { donationSchema } from './schemas/donation.js';
import type { recurringDonorViewSchema, userRecurringSchema } from './schemas/recurring.js';
import type { charityUpdateSchema, postedUpdateSchema, unsubscribedSchema, updatesConfirmedSchema } from './schemas/updates.js';
import type { foundationAddressSchema, foundationDocumentVersionSchema, foundationSchema, foundationViewSchema } from './schemas/foundation.js';
import type {
  adminPaymentDetailSchema,
  adminPaymentSchema,
  supportPaymentConfigurationSchema,
  paymentCheckSchema,
  donationStartedSchema,
  duplicateManualDonationSchema,
  manualDonationEntrySchema,
  paymentDetailsSchema,
  paymentMethodSchema,
  paymentStatusSchema,
  supporterSchema,
  userDonationSchema,
} from './schemas/payment-views.js';

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

// The API's answers are typed from their schemas (schemas/*-views.ts): one shape for the server, the web and the document.
export type Session = z.output<typeof sessionSchema>;
export type UserInfo = z.output<typeof userInfoSchema>;
/** A sentence for the person, in Polish. */
export type Message = z.output<typeof messageSchema>;
export type SignedUp = z.output<typeof signedUpSchema>;
export type SignedUpWithCharity = z.output<typeof signedUpWithCharitySchema>;
export type Needy = z.output<typeof needySchema>;
export type AdminNeedy = z.output<typeof adminNeedySchema>;
export type ListedNeedy = z.output<typeof listedNeedySchema>;
export type NeedyDetails = z.output<typeof needyDetailsSchema>;
export type CharityOwner = z.output<typeof charityOwnerSchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type QueuedPayment = z.output<typeof queuedPaymentSchema>;
export type WorkQueue = z.output<typeof workQueueSchema>;
/** The card of spec §3. */
export type Charity = z.output<typeof charityCardSchema>;
/** A fundraiser's page: the card's fields and what the view adds. */
export type CharityDetails = z.output<typeof charityDetailsSchema>;
/** What only the foundation sees: the beneficiary's contact and notes, the owner, the ordering. */
export type AdminCharity = z.output<typeof adminCharityViewSchema>;
/** One version of a published fundraiser's description and picture. */
export type CharityRevision = z.output<typeof charityRevisionSchema>;
export type OwnCharity = z.output<typeof ownCharitySchema>;
/** One update of a fundraiser ("Aktualności"). */
export type CharityUpdate = z.output<typeof charityUpdateSchema>;
export type PostedUpdate = z.output<typeof postedUpdateSchema>;
export type Unsubscribed = z.output<typeof unsubscribedSchema>;
export type UpdatesConfirmed = z.output<typeof updatesConfirmedSchema>;
export type Statistics = z.output<typeof statisticsSchema>;
export type PaymentStatus = z.output<typeof paymentStatusSchema>;
export type PaymentDetails = z.output<typeof paymentDetailsSchema>;
export type AdminPayment = z.output<typeof adminPaymentSchema>;
export type AdminPaymentDetail = z.output<typeof adminPaymentDetailSchema>;
export type PaymentCheck = z.output<typeof paymentCheckSchema>;
export type UserDonation = z.output<typeof userDonationSchema>;
export type Supporter = z.output<typeof supporterSchema>;
export type PaymentMethod = z.output<typeof paymentMethodSchema>;
export type SupportPaymentConfiguration = z.output<typeof supportPaymentConfigurationSchema>;
export type DonationStarted = z.output<typeof donationStartedSchema>;
export type ManualDonationEntry = z.output<typeof manualDonationEntrySchema>;
export type DuplicateManualDonation = z.output<typeof duplicateManualDonationSchema>;
/** The body of POST /api/donate/charity, before the server parses it: unaccepted terms are the server's to refuse. */
export type DonationRequest = Omit<z.input<typeof donationSchema>, 'accept_terms'> & { accept_terms: boolean };

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
/** Issue 30: the foundation's own record, and what the pages read of it. */
export type Foundation = z.output<typeof foundationSchema>;
export type FoundationInput = z.input<typeof foundationSchema>;
export type FoundationView = z.output<typeof foundationViewSchema>;
export type FoundationAddress = z.output<typeof foundationAddressSchema>;
export type FoundationDocumentVersion = z.output<typeof foundationDocumentVersionSchema>;

/** Issue 40: a monthly schedule as its donor sees it through the e-mail's link. */
export type RecurringDonorView = z.output<typeof recurringDonorViewSchema>;
export type UserRecurring = z.output<typeof userRecurringSchema>;
