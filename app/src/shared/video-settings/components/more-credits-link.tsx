import { Coins } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

/** Every refusal for want of credits starts so (videos, batches, variants: contract's noCredits). */
export const isNoCreditsMessage = (message: string | null | undefined) =>
  Boolean(message?.startsWith("Not enough credits"));

/** Where generation is refused for want of credits: the way to get more, on a line below the refusal. */
export function MoreCreditsLink() {
  return (
    <div className="mt-2">
      <Link
        to={paths.pricing}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-violet-200 underline underline-offset-4 hover:text-white"
      >
        <Coins aria-hidden className="h-4 w-4" />
        Get more credits on the Pricing page
      </Link>
    </div>
  );
}

/** Under an error: the way to get more credits when the error is a refusal for want of them. */
export function MoreCreditsIfRefused({ message }: { message: string | null | undefined }) {
  return isNoCreditsMessage(message) ? <MoreCreditsLink /> : null;
}
