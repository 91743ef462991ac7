import { zodResolver } from "@hookform/resolvers/zod";
import { contactSchema, publicMessages } from "@reelsmith/contract/public";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormField, fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { sendContact } from "@/features/pricing/api/send-contact";

const empty = { name: "", email: "", company: "", message: "" };

/** Contact sales: alerts on success (then reset) and on failure. */
export function ContactSalesForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof contactSchema>, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    mode: "onTouched",
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (message) => {
    try {
      await sendContact(message);
    } catch {
      window.alert(publicMessages.contactFailed);
      return;
    }
    window.alert(publicMessages.contactSuccess);
    reset(empty);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Contact sales">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input
            autoComplete="name"
            {...fieldA11y("contact-name", errors.name?.message)}
            {...register("name")}
          />
        </FormField>
        <FormField id="contact-email" label="Work email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...fieldA11y("contact-email", errors.email?.message)}
            {...register("email")}
          />
        </FormField>
      </div>
      <FormField id="contact-company" label="Company" error={errors.company?.message}>
        <Input
          autoComplete="organization"
          {...fieldA11y("contact-company", errors.company?.message)}
          {...register("company")}
        />
      </FormField>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          placeholder="Tell us about your team and the videos you want to make"
          {...fieldA11y("contact-message", errors.message?.message)}
          {...register("message")}
        />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Send Message
      </Button>
    </form>
  );
}
