import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "login alerts",
  translation_finished: "translation notifications",
  usage_limits: "usage limit notifications",
};

export const en: LocaleTexts = {
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  linkFallback: "If the button does not work, copy this address into your browser:",
  signature: "The Polysub team",
  optOut: (topic, link) =>
    `You receive this email because ${topics[topic]} are on. To turn them off, open your notification settings: ${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "Confirm your email address",
    paragraphs: [
      "Welcome to Polysub! Please confirm your email address to finish creating your account.",
      `This link is valid for ${hours} hours. If you did not create an account, you can ignore this email.`,
    ],
    action: { label: "Confirm my email address", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "Reset your password",
    paragraphs: [
      "Someone asked to reset the password of your Polysub account.",
      `This link is valid for ${minutes} minutes and works once. If you did not ask for it, ignore this email: your password stays the same.`,
    ],
    action: { label: "Choose a new password", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "Confirm your new email address",
    paragraphs: [
      `The Polysub account of ${currentEmail} asked to use this address from now on. It changes once you confirm it here, in a browser signed in to that account (sign in first if the page asks).`,
      `This link is valid for ${hours} hours. If you do not know this account, ignore this email and do not open the link: nothing changes.`,
    ],
    action: { label: "Confirm my new address", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "Approve the change of your email address",
          paragraphs: [
            `Someone signed in to your Polysub account asked to change its address to ${newEmail}. Nothing changes until you approve it with this link, valid for ${hours} hours.`,
            `If this was not you, do not open the link, and sign your sessions out from your security settings: ${securityLink}`,
          ],
          action: { label: "Approve the change", url: approveLink },
        }
      : {
          subject: "Your email address is about to change",
          paragraphs: [
            `A change of your Polysub account's address to ${newEmail} was asked. Your account keeps this address until the link sent to ${newEmail} is opened (within ${hours} hours).`,
            "If this was not you, change your password and sign your sessions out from your security settings.",
          ],
          action: { label: "Review my security settings", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "Confirm the deletion of your account",
          paragraphs: [
            "Someone signed in to your Polysub account asked to delete it, with its files, translations and sessions. Nothing is deleted until you confirm it with this link.",
            `The link is valid for ${minutes} minutes. If this was not you, do not open it, and sign your sessions out from your security settings: ${securityLink}`,
          ],
          action: { label: "Delete my account", url: link },
        }
      : {
          subject: "Confirm turning on two-factor authentication",
          paragraphs: [
            "Someone signed in to your Polysub account set up two-factor authentication with an authenticator app. Once on, every sign-in asks for a code from that app. It stays off until you confirm it with this link.",
            `The link is valid for ${minutes} minutes. If this was not you, do not open it: someone could lock you out of your account. Sign your sessions out from your security settings: ${securityLink}`,
          ],
          action: { label: "Turn on two-factor authentication", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "Your password was changed",
    paragraphs: [
      `The password of your Polysub account was changed on ${when}.`,
      `Device: ${device}. Address: ${ip}.`,
      "If this was you, there is nothing to do. If not, someone else is using your account: choose a new password with the button below (the link comes to this address), which signs every device out, then check your security settings.",
    ],
    action: { label: "Choose a new password", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "New sign-in to your account",
    paragraphs: [
      `Your account was signed in to from a new device on ${when}.`,
      `Device: ${device}. Address: ${ip}.`,
      "If this was you, there is nothing to do. If not, change your password and sign that device out from your security settings.",
    ],
    action: { label: "Review my sessions", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `Your translation of ${filename} is ready`,
          paragraphs: [`The translation of ${filename} from ${source} to ${target} is finished.`],
          action: { label: "Open the translation", url: link },
        }
      : {
          subject: `The translation of ${filename} failed`,
          paragraphs: [
            `The translation of ${filename} from ${source} to ${target} could not be completed.`,
            ...(error ? [`Reason: ${error}`] : []),
            "You can start it again from your history.",
          ],
          action: { label: "Open my history", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const noun = unit === "characters" ? "characters" : "translations";
    const span = period === "day" ? "today" : "this month";
    return percent === 100
      ? {
          subject: "You have reached your plan's limit",
          paragraphs: [
            `You have used all ${limit} ${noun} your plan allows ${span}.`,
            `New translations will be possible ${period === "day" ? "tomorrow" : "next month"}, or right away with a paid plan.`,
          ],
          action: { label: "See the plans", url: pricingLink },
        }
      : {
          subject: `You have used ${percent}% of your plan's ${noun}`,
          paragraphs: [`You have used ${used} of the ${limit} ${noun} your plan allows ${span}.`],
          action: { label: "See the plans", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "We received your message",
    paragraphs: [
      "Thank you for writing to us. We received your message and will answer within 24 hours, Monday to Friday, 9:00 to 18:00 CET.",
      ...(supportEmail ? [`To add something, reply to this email or write to ${supportEmail}.`] : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `We received your data protection request (${{ access: "access", rectification: "rectification", erasure: "erasure", portability: "portability", objection: "objection" }[kind]})`,
    paragraphs: [
      "We received your request about your personal data. The data protection contact will check that it comes from you and answer within 72 hours.",
      `The request itself will be carried out within ${days} days at the latest, as the GDPR requires. To add something, reply to this email or write to ${privacyEmail}.`,
    ],
  }),
};
