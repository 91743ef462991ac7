import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";

/** For guests: custom avatars need an account. */
export function CustomAvatarInvite() {
  return (
    <Alert variant="info" className="mb-6">
      <span>
        Want a presenter that looks and sounds like you?{" "}
        <Link to={paths.signUp} className="font-semibold text-violet-300 underline-offset-4 hover:underline">
          Sign up
        </Link>{" "}
        to create your own custom avatar.
      </span>
    </Alert>
  );
}
