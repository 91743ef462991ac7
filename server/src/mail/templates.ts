import { escapeHtml } from "../lib/html";
import type { MailMessage } from "./mailer";

function layout(title: string, body: string, action: { label: string; url: string }): string {
  return `<!doctype html><html><body style="margin:0;background:#0b0b12;font-family:Inter,Arial,sans-serif;color:#e8e8f0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table width="480" cellpadding="0" cellspacing="0" style="background:#161622;border-radius:16px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;color:#c084fc;padding-bottom:16px">Reelsmith</td></tr>
<tr><td style="font-size:18px;font-weight:600;padding-bottom:12px">${escapeHtml(title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;color:#c8c8d8;padding-bottom:24px">${body}</td></tr>
<tr><td><a href="${escapeHtml(action.url)}" style="display:inline-block;background:linear-gradient(90deg,#8b5cf6,#ec4899);color:#fff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#8888a0;padding-top:24px">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.url)}</td></tr>
</table></td></tr></table></body></html>`;
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const title = "Verify your email address";
  return {
    to,
    subject: "Verify your email for Reelsmith",
    html: layout(
      title,
      `Hi ${escapeHtml(name)}, welcome to Reelsmith! Please confirm your email address to start creating videos.`,
      { label: "Verify email", url },
    ),
    text: `Hi ${name},\n\nWelcome to Reelsmith! Please confirm your email address:\n${url}\n`,
    links: [url],
  };
}

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const title = "Reset your password";
  return {
    to,
    subject: "Reset your Reelsmith password",
    html: layout(
      title,
      `Hi ${escapeHtml(name)}, we received a request to reset your password. The link is valid for one hour. If you did not ask for this, you can ignore this email.`,
      { label: "Reset password", url },
    ),
    text: `Hi ${name},\n\nReset your Reelsmith password with this link (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this email.\n`,
    links: [url],
  };
}

export function existingAccountMail(to: string, name: string, publicUrl: string): MailMessage {
  const signIn = `${publicUrl}/auth/login`;
  const reset = `${publicUrl}/auth/reset-password`;
  return {
    to,
    subject: "You already have a Reelsmith account",
    html: layout(
      "You already have an account",
      `Hi ${escapeHtml(name)}, someone (hopefully you) tried to sign up with this email address. You already have an account: sign in, or reset your password at ${escapeHtml(reset)} if you forgot it.`,
      { label: "Sign in", url: signIn },
    ),
    text: `Hi ${name},\n\nSomeone tried to sign up with this email address, but you already have an account.\nSign in: ${signIn}\nForgot your password? ${reset}\n`,
    links: [signIn, reset],
  };
}

const useCaseLabels: Record<string, string> = {
  creator: "Content creator",
  seller: "Online seller",
  brand: "Brand",
  agency: "Agency",
  other: "Something else",
};

export function waitlistConfirmationMail(
  to: string,
  entry: { name: string; product_link: string | null; use_case: string },
  publicUrl: string,
): MailMessage {
  const useCase = useCaseLabels[entry.use_case] ?? entry.use_case;
  const link = entry.product_link ? ` We noted your product link (${escapeHtml(entry.product_link)}).` : "";
  const linkText = entry.product_link ? `\nProduct link: ${entry.product_link}` : "";
  return {
    to,
    subject: "You're on the Reelsmith waitlist!",
    html: layout(
      "You're on the list!",
      `Hi ${escapeHtml(entry.name)}, thank you for joining the Reelsmith early access waitlist as a ${escapeHtml(useCase.toLowerCase())}.${link}<br><br>` +
        "Reelsmith turns a story or a product page into a vertical video with an AI presenter, a voice in eight languages, music and animated captions. We are letting creators in a few at a time and will email you as soon as your invitation is ready.",
      { label: "Explore Reelsmith", url: publicUrl },
    ),
    text:
      `Hi ${entry.name},\n\nThank you for joining the Reelsmith early access waitlist.\n` +
      `Use case: ${useCase}${linkText}\n\n` +
      "We are letting creators in a few at a time and will email you as soon as your invitation is ready.\n\n" +
      `${publicUrl}\n`,
    links: [publicUrl],
  };
}

export function contactSalesMail(
  to: string,
  message: { name: string; email: string; company: string; message: string },
): MailMessage {
  const reply = `mailto:${message.email}`;
  const body = escapeHtml(message.message).replace(/\n/g, "<br>");
  return {
    to,
    replyTo: message.email,
    subject: `Sales enquiry from ${message.name} (${message.company})`,
    html: layout(
      "New contact-sales message",
      `<b>Name:</b> ${escapeHtml(message.name)}<br><b>Email:</b> ${escapeHtml(message.email)}<br>` +
        `<b>Company:</b> ${escapeHtml(message.company)}<br><br>${body}`,
      { label: `Reply to ${message.name}`, url: reply },
    ),
    text:
      `New contact-sales message\n\nName: ${message.name}\nEmail: ${message.email}\n` +
      `Company: ${message.company}\n\n${message.message}\n`,
    links: [],
  };
}

export function videoReadyMail(
  to: string,
  name: string,
  title: string,
  videoUrl: string,
  projectsUrl: string,
): MailMessage {
  return {
    to,
    subject: `Your video "${title}" is ready`,
    html: layout(
      "Your video is ready",
      `Hi ${escapeHtml(name)}, "${escapeHtml(title)}" has finished rendering. Watch or download it now, or find it any time in your projects: ${escapeHtml(projectsUrl)}`,
      { label: "Watch your video", url: videoUrl },
    ),
    text: `Hi ${name},\n\n"${title}" has finished rendering.\nWatch it: ${videoUrl}\nAll your projects: ${projectsUrl}\n`,
    links: [videoUrl, projectsUrl],
  };
}
