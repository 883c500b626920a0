import { AuthPage } from './auth-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /sign-in/* (docs/product.md#screens-and-routes). */
export function SignInPage() {
  useDocumentTitle(pageTitle('Sign in'));
  return <AuthPage mode="sign-in" />;
}
