import { zodResolver } from "@hookform/resolvers/zod";
import { type Profile, type ProfileUpdate, profileUpdateSchema } from "@reelsmith/contract/profile";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useUpdateProfile } from "@/features/profile/api/update-profile";
import { ApiError } from "@/lib/api-client";

export const PROFILE_UPDATED = "Profile updated successfully!";
export const PROFILE_UPDATE_FAILED = "Failed to update profile";
export const CHANGE_PASSWORD_PLACEHOLDER =
  "Changing your password here is coming soon. Meanwhile, sign out and use Forgot your password? on the sign-in page.";

export function ProfileForm({ userId, email, profile }: { userId: string; email: string; profile: Profile }) {
  const mutation = useUpdateProfile(userId);
  const [message, setMessage] = useState<{ variant: "success" | "error" | "info"; text: string } | null>(
    null,
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    mode: "onTouched",
    defaultValues: { username: profile.username, full_name: profile.full_name },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await mutation.mutateAsync(values);
      setMessage({ variant: "success", text: PROFILE_UPDATED });
    } catch (error) {
      if (error instanceof ApiError && error.code === "USERNAME_TAKEN") {
        setError("username", { message: error.message });
      }
      setMessage({ variant: "error", text: PROFILE_UPDATE_FAILED });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {message ? <Alert variant={message.variant}>{message.text}</Alert> : null}
      <FormField id="profile-email" label="Email" hint="Your sign-in address cannot be changed here.">
        <Input id="profile-email" type="email" value={email} readOnly />
      </FormField>
      <FormField id="profile-username" label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          {...fieldA11y("profile-username", errors.username?.message)}
          {...register("username")}
        />
      </FormField>
      <FormField id="profile-full-name" label="Full name" error={errors.full_name?.message}>
        <Input
          autoComplete="name"
          {...fieldA11y("profile-full-name", errors.full_name?.message)}
          {...register("full_name")}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button
          variant="outline"
          onClick={() => setMessage({ variant: "info", text: CHANGE_PASSWORD_PLACEHOLDER })}
        >
          <KeyRound className="h-4 w-4" aria-hidden />
          Change Password
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
