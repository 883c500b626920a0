/**
 * /profile (docs/product.md#profile, #states-and-transitions 'Profile save', #error-catalogue):
 * three tabs, Cancel and 'Save Changes' ('Saving...'), 'Profile updated' then /dashboard after 500
 * ms, and the load/save error toasts. Back from Slack (?connected=slack) it claims success only
 * when the profile shows Slack connected; back from a connection (connected or failed, whose toast
 * the shell shows) it opens on the Integrations tab.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { Profile } from '@shared/contract/schemas/profile';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import {
  useProfile,
  useUpdateProfile,
  IntegrationsTab,
  PreferencesTab,
  ProfileTab,
} from '@/features/profile';
import { toFormState, toProfileUpdate, type ProfileFormState } from '@/features/profile';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

export const SLACK_NOT_CONNECTED = 'Slack is not connected yet.';

/** Delay before leaving for the dashboard after a save (docs/product.md#constants-and-limits). */
const REDIRECT_AFTER_SAVE_MS = 500;

function ProfileFrame({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Profile"
        subtitle="Your details, integrations and preferences."
        actions={actions}
      />
      {children}
    </div>
  );
}

function ProfileEditor({ profile, initialTab }: { profile: Profile; initialTab: string }) {
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [form, setForm] = useState<ProfileFormState>(() => toFormState(profile));
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const save = () =>
    updateProfile.mutate(toProfileUpdate(form), {
      onSuccess: () => {
        toast.success('Profile updated');
        redirectTimer.current = window.setTimeout(
          () => navigate(paths.dashboard),
          REDIRECT_AFTER_SAVE_MS,
        );
      },
      onError: () =>
        toast.error('Error', { description: 'Failed to update profile. Please try again.' }),
    });
  const change = (patch: Partial<ProfileFormState>) =>
    setForm((current) => ({ ...current, ...patch }));
  const saving = updateProfile.isPending;

  return (
    <ProfileFrame
      actions={
        <>
          <Button variant="outline" onClick={() => navigate(paths.dashboard)} disabled={saving}>
            Cancel
          </Button>
          <Button
            onClick={save}
            disabled={saving || !form.firstName.trim() || updateProfile.isSuccess}
          >
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <Tabs defaultValue={initialTab}>
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
          <TabsTrigger value="preferences">Preferences</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab form={form} onChange={change} />
        </TabsContent>
        <TabsContent value="integrations">
          <IntegrationsTab />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab form={form} onChange={change} />
        </TabsContent>
      </Tabs>
    </ProfileFrame>
  );
}

export function ProfilePage() {
  useDocumentTitle(pageTitle('Profile'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const profile = useProfile();
  const connected = searchParams.get('connected');
  // Read once: the shell drops `connectionError` from the address after its toast.
  const [initialTab] = useState(() =>
    connected === 'slack' || searchParams.has('connectionError') ? 'integrations' : 'profile',
  );

  useEffect(() => {
    if (connected === 'google') {
      navigate(`${paths.onboarding}?connected=google&return=${paths.profile}`, { replace: true });
    }
  }, [connected, navigate]);

  // connected=slack only says the user came back from Slack: the profile says whether it worked.
  const slackReported = useRef(false);
  const slackConnected = profile.data?.integrations.slack;
  useEffect(() => {
    if (connected !== 'slack' || slackConnected === undefined || slackReported.current) return;
    slackReported.current = true;
    if (slackConnected) toast.success('Slack integration connected successfully!');
    else toast.error(SLACK_NOT_CONNECTED);
  }, [connected, slackConnected]);

  useEffect(() => {
    if (profile.isError)
      toast.error('Error', { description: 'Failed to load profile. Please try again.' });
  }, [profile.isError]);

  if (profile.data) return <ProfileEditor profile={profile.data} initialTab={initialTab} />;

  const pendingActions = (
    <>
      <Button variant="outline" onClick={() => navigate(paths.dashboard)}>
        Cancel
      </Button>
      <Button disabled>Save Changes</Button>
    </>
  );
  return (
    <ProfileFrame actions={pendingActions}>
      {profile.isError ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <p className="text-muted-foreground">We couldn&apos;t load your profile.</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading..." />
        </div>
      )}
    </ProfileFrame>
  );
}
