import { zodResolver } from "@hookform/resolvers/zod";
import { publicMessages, type UseCase, useCases, waitlistSchema } from "@reelsmith/contract/public";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { joinWaitlist } from "@/features/landing/api/join-waitlist";
import { ApiError } from "@/lib/api-client";

type Status = "idle" | "submitting" | "success" | "error";

const useCaseLabels: Record<UseCase, string> = {
  creator: "Creator",
  seller: "Seller",
  brand: "Brand",
  agency: "Agency",
  other: "Other",
};

const empty = { name: "", email: "", product_link: "", use_case: "creator" as UseCase };

/** The server's message when it sent one, else the spec's. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== "HTTP_ERROR") return error.message;
  return publicMessages.waitlistFailed;
}

/** Waitlist form: idle, submitting, success (fields reset), error under the form. */
export function WaitlistForm() {
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof waitlistSchema>, unknown, z.output<typeof waitlistSchema>>({
    resolver: zodResolver(waitlistSchema),
    mode: "onTouched",
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (entry) => {
    setStatus("submitting");
    setMessage(null);
    try {
      const result = await joinWaitlist(entry);
      reset(empty);
      setStatus("success");
      // A repeat email is still a success; the server says so kindly.
      setMessage(result.already ? result.message : null);
    } catch (error) {
      setStatus("error");
      setMessage(failureMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Join the waitlist">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="waitlist-name" label="Name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            placeholder="Your name"
            {...fieldA11y("waitlist-name", errors.name?.message)}
            {...register("name")}
          />
        </FormField>
        <FormField id="waitlist-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...fieldA11y("waitlist-email", errors.email?.message)}
            {...register("email")}
          />
        </FormField>
      </div>
      <FormField id="waitlist-link" label="Product link (optional)" error={errors.product_link?.message}>
        <Input
          type="url"
          inputMode="url"
          placeholder="https://yourstore.com/product"
          {...fieldA11y("waitlist-link", errors.product_link?.message)}
          {...register("product_link")}
        />
      </FormField>
      <FormField id="waitlist-use-case" label="Use case" error={errors.use_case?.message}>
        <Select {...fieldA11y("waitlist-use-case", errors.use_case?.message)} {...register("use_case")}>
          {useCases.map((u) => (
            <option key={u} value={u}>
              {useCaseLabels[u]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" size="lg" loading={status === "submitting"} className="mt-2 w-full">
        {status === "success" ? <CheckCircle2 className="h-5 w-5" aria-hidden /> : null}
        {status === "success"
          ? publicMessages.waitlistJoined
          : status === "submitting"
            ? "Joining..."
            : "Join the Waitlist"}
      </Button>
      {status === "error" && message ? <Alert variant="error">{message}</Alert> : null}
      {status === "success" && message ? <Alert variant="success">{message}</Alert> : null}
    </form>
  );
}
