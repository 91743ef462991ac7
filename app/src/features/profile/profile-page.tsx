import { Page } from "@/components/layout/page";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiKeysSection } from "@/features/profile/components/api-keys-section";
import { ProfileForm } from "@/features/profile/components/profile-form";
import { WebhooksSection } from "@/features/profile/components/webhooks-section";
import { useAuth } from "@/lib/auth";
import { useProfile } from "@/lib/profile";

export const PROFILE_GUEST = "Please log in to view your profile.";
export const PROFILE_LOAD_FAILED = "Failed to load profile";

export function ProfilePage() {
  const { user } = useAuth();
  const { data: profile, isPending, isError } = useProfile();

  if (!user) {
    return (
      <Page title="Profile Settings">
        <Alert variant="info">{PROFILE_GUEST}</Alert>
      </Page>
    );
  }

  return (
    <Page title="Profile Settings" description="Manage how you appear across Reelsmith.">
      <Card className="max-w-2xl p-6 sm:p-8">
        {isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : isError ? (
          <Alert variant="error">{PROFILE_LOAD_FAILED}</Alert>
        ) : (
          <ProfileForm userId={user.id} email={user.email} profile={profile} />
        )}
      </Card>
      <ApiKeysSection userId={user.id} />
      <WebhooksSection userId={user.id} />
    </Page>
  );
}
