import { LegalDocument } from '../components/legal-document';

/** /privacy — the Privacy Policy. The document title comes from the shell (pages:privacy). */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
