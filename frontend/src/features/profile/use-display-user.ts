/**
 * The signed-in user's name and email for the shell: from the profile, falling back to the
 * session's first or full name, else 'User' (docs/product.md#error-catalogue 'Profile load failure
 * (shell)').
 */
import { useAuth } from '@/lib/auth/auth-context';
import { useProfile } from '@/features/profile/api/use-profile';

export function useDisplayUser() {
  const { user } = useAuth();
  const profile = useProfile();
  const firstName = profile.data?.firstName || user?.firstName || user?.fullName || 'User';
  const lastName = profile.data?.firstName ? profile.data.lastName : (user?.lastName ?? '');
  const email = profile.data?.email || user?.email || '';
  return { id: user?.id ?? '', firstName, lastName, email, imageUrl: user?.imageUrl ?? null };
}
