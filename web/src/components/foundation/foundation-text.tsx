import type { ReactNode } from 'react';
import type { FoundationDocumentKind } from '@zlota/shared/constants';
import type { Foundation } from '@zlota/shared/entities';
import { FOUNDATION_MESSAGES } from '@zlota/shared/messages';
import { paths } from '../../config/paths';
import { useFoundationView, useFoundationWords } from '../../hooks/use-foundation';
import { mailtoHref, telHref } from '../../lib/contact-links';

export { mailtoHref, telHref };

/** Beside the demo's values: they are an example, not a foundation's (issue 30). */
export const ExampleMark = () => <span className="example-mark"> {FOUNDATION_MESSAGES.example}</span>;

/** `block`: in place of a paragraph (`li`: of a list's items). */
export function FoundationMissing({ block = false }: { block?: boolean | 'li' }) {
  if (block === 'li') return <li className="foundation-missing">{FOUNDATION_MESSAGES.missing}.</li>;
  return block ? <p className="foundation-missing">{FOUNDATION_MESSAGES.missing}.</p> : <span className="foundation-missing">{FOUNDATION_MESSAGES.missing}</span>;
}

interface FoundationTextProps {
  children: (foundation: Foundation, example: boolean) => ReactNode;
  /** Stands for a paragraph or more (`li`: list items): without the record, one says the details are coming. */
  block?: boolean | 'li';
}

/**
 * The foundation's details drawn from its record (issue 30): nothing while it is read, "Dane fundacji zostaną
 * wkrótce uzupełnione" until it is filled in, and the demo's values marked as an example.
 */
export function FoundationText({ children, block = false }: FoundationTextProps) {
  const view = useFoundationView();
  if (!view) return null;
  if (!view.foundation) return <FoundationMissing block={block} />;
  return (
    <>
      {children(view.foundation, view.example)}
      {view.example && !block && <ExampleMark />}
    </>
  );
}

/** The foundation's e-mail address as a link. */
export const FoundationEmail = ({ subject }: { subject?: string }) => (
  <FoundationText>{(foundation) => <a href={mailtoHref(foundation.email, subject)}>{foundation.email}</a>}</FoundationText>
);

/** The foundation's phone as a link. */
export const FoundationPhone = () => <FoundationText>{(foundation) => <a href={telHref(foundation.phone)}>{foundation.phone}</a>}</FoundationText>;

/** The foundation's KRS number, in bold where a taxpayer copies it. */
/** Words naming the foundation (`{fundacja}`, `{fundacji}`, `{fundacją}`) by the record's name, read when shown. */
export const FoundationWords = ({ text }: { text: string }) => <>{useFoundationWords(text)}</>;

export const FoundationKrs = () => <FoundationText>{(foundation) => <strong>{foundation.krs}</strong>}</FoundationText>;

const DOCUMENT_HREFS: Record<FoundationDocumentKind, () => string> = {
  statute: () => paths.statute.getHref(),
  security_policy: () => paths.securityPolicy.getHref(),
};

/**
 * A link to the statute or the security policy, which are the foundation's own files uploaded in the panel; until
 * one is, the built ones are the demo's examples, so elsewhere the link says the document is not available yet (the server answers so too).
 */
export function DocumentLink({ kind, children }: { kind: FoundationDocumentKind; children: ReactNode }) {
  const view = useFoundationView();
  const href = DOCUMENT_HREFS[kind]();
  if (view && !view.example && !view.documents[kind]) {
    return (
      <span className="document-missing">
        {children} — {FOUNDATION_MESSAGES.documentMissing.toLowerCase()}
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
