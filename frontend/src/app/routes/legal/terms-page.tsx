/** /terms: the terms of service (docs/product.md#what-middle-does 'Legal texts'). */
import { ContactPlaceholder, LegalLayout } from './legal-layout';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

export function TermsPage() {
  useDocumentTitle(pageTitle('Terms'));
  return (
    <LegalLayout title="Terms of Service">
      <p>By using the product you agree to these terms.</p>
      <h2>Beta service</h2>
      <p>
        The service is in beta. It is provided as is, without warranties of any kind, and features
        may change as we learn from our users.
      </p>
      <h2>Your content</h2>
      <p>
        You own your notes and everything you write in the product. You give us only the permission
        we need to store and process your content to provide the service to you.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Use the product for your own management work and keep what you write about others respectful
        and lawful. You are responsible for the information you add about the people you manage and
        work with.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of New York, and disputes go to the courts
        in the State of New York.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <ContactPlaceholder />.
      </p>
    </LegalLayout>
  );
}
