import { TEMPLATE_NAME_MAX } from "@reelsmith/contract/templates";

/** The template editor's messages, each naming its field. */
export const templateFieldMessages = {
  nameRequired: "Template name: a template needs a name.",
  nameTooLong: `Template name: at most ${TEMPLATE_NAME_MAX} characters.`,
  cardText: "Text: at most 200 characters.",
  callToAction: "Call to action: at most 40 characters.",
  linkText: "Link text: at most 100 characters.",
  duration: "Seconds on screen: between 0.5 and 10.",
} as const;

export function templateNameError(name: string): string | undefined {
  const n = name.trim();
  if (!n) return templateFieldMessages.nameRequired;
  if (n.length > TEMPLATE_NAME_MAX) return templateFieldMessages.nameTooLong;
  return undefined;
}
