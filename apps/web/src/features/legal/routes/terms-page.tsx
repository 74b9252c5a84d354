import { LegalDocument } from '../components/legal-document';

/** /terms — the Terms of Service. The document title comes from the shell (pages:terms). */
export function TermsPage() {
  return <LegalDocument document="terms" />;
}
