import { AuthPage } from './auth-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /sign-up/* (spec §2). */
export function SignUpPage() {
  useDocumentTitle(pageTitle('Sign up'));
  return <AuthPage mode="sign-up" />;
}
