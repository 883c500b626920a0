import { AuthPage } from './auth-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /sign-up/* (docs/product.md#screens-and-routes). */
export function SignUpPage() {
  useDocumentTitle(pageTitle('Sign up'));
  return <AuthPage mode="sign-up" />;
}
