import { wantsNotification } from "@shared/api/profile";
import type { Config } from "../config";
import type { Db } from "../db";
import { isUniqueViolation } from "../db/constraints";
import { nowIso } from "../db/values";
import type { Logger } from "../logger";
import { appLinks } from "../mail/links";
import type { Mailer } from "../mail/mailer";
import { renderMail } from "../mail/render";
import { findUserById, preferencesOf } from "../users/repository";
import type { UsageReading } from "./quota";

export interface UsageAlertDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, "appUrl">;
  logger: Logger;
}

/** The highest threshold a reading has reached: 100 at the limit, 80 from four fifths of it. */
export function thresholdOf(reading: Pick<UsageReading, "used" | "limit">): 80 | 100 | null {
  if (reading.limit <= 0) return null;
  if (reading.used >= reading.limit) return 100;
  if (reading.used * 5 >= reading.limit * 4) return 80;
  return null;
}

/**
 * Mails the user when a start brought a limit to 80 % or 100 %, once per limit, period and threshold (the
 * usage_alerts key decides, so two starts at once send one mail), and only when their preferences allow it.
 * Runs after the start has committed; a failure is logged and never undoes the start.
 */
export async function sendUsageAlerts(
  deps: UsageAlertDeps,
  userId: string,
  readings: readonly UsageReading[],
): Promise<void> {
  for (const reading of readings) {
    const percent = thresholdOf(reading);
    if (percent === null) continue;
    try {
      const user = await findUserById(deps.db, userId);
      if (!user || !wantsNotification(preferencesOf(user), "usage_limits")) return;
      try {
        await deps.db("usage_alerts").insert({
          user_id: userId,
          metric: reading.metric,
          period: reading.period,
          threshold: percent,
          sent_at: nowIso(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      const preferences = preferencesOf(user);
      const links = appLinks(deps.config.appUrl);
      await deps.mailer.send(
        renderMail(
          "usage_limit",
          {
            name: user.name ?? user.email.split("@")[0] ?? user.email,
            percent,
            used: reading.used,
            limit: reading.limit,
            period: reading.periodKind,
            unit: reading.metric === "files" ? "translations" : "characters",
            pricingLink: links.pricing,
          },
          { to: user.email, language: preferences.interface_language, settingsLink: links.notifications },
        ),
      );
    } catch (err) {
      deps.logger.error({ err, userId, metric: reading.metric }, "usage-limit mail failed");
    }
  }
}
