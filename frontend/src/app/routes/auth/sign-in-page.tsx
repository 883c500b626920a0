import { AuthPage } from './auth-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /sign-in/* (spec §2). */
export function SignInPage() {
  useDocumentTitle(pageTitle('Sign in'));
  return <AuthPage mode="sign-in" />;
}
