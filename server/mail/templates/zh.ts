import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "登录提醒",
  translation_finished: "翻译通知",
  usage_limits: "用量上限通知",
};

export const zh: LocaleTexts = {
  greeting: (name) => (name ? `${name}，您好：` : "您好："),
  linkFallback: "如果按钮无法使用，请将以下地址复制到浏览器中：",
  signature: "Polysub 团队",
  optOut: (topic, link) => `您收到此邮件是因为您开启了${topics[topic]}。如需关闭，请打开通知设置：${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "请确认您的电子邮件地址",
    paragraphs: [
      "欢迎使用 Polysub！请确认您的电子邮件地址以完成账户创建。",
      `此链接在 ${hours} 小时内有效。如果您没有创建账户，请忽略此邮件。`,
    ],
    action: { label: "确认我的电子邮件地址", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "重置您的密码",
    paragraphs: [
      "有人请求重置您 Polysub 账户的密码。",
      `此链接在 ${minutes} 分钟内有效，且只能使用一次。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。`,
    ],
    action: { label: "设置新密码", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "确认您的新电子邮件地址",
    paragraphs: [
      `${currentEmail} 的 Polysub 账户请求今后使用此地址。您需在已登录该账户的浏览器中在此确认，更改才会生效（如页面要求，请先登录）。`,
      `此链接在 ${hours} 小时内有效。如果您不认识此账户，请忽略此邮件，不要打开链接：什么都不会改变。`,
    ],
    action: { label: "确认我的新地址", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "批准更改您的电子邮件地址",
          paragraphs: [
            `有人在已登录您的 Polysub 账户的情况下请求将其地址更改为 ${newEmail}。在您通过此链接批准之前不会有任何更改，链接在 ${hours} 小时内有效。`,
            `如果不是您本人，请不要打开链接，并在安全设置中退出您的所有会话：${securityLink}`,
          ],
          action: { label: "批准更改", url: approveLink },
        }
      : {
          subject: "您的电子邮件地址即将更改",
          paragraphs: [
            `有人请求将您的 Polysub 账户地址更改为 ${newEmail}。在发送到 ${newEmail} 的链接被打开之前（${hours} 小时内），您的账户将保留此地址。`,
            "如果不是您本人，请更改密码，并在安全设置中退出您的所有会话。",
          ],
          action: { label: "查看我的安全设置", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "确认删除您的账户",
          paragraphs: [
            "有人在已登录您的 Polysub 账户的情况下请求删除该账户及其文件、翻译和会话。在您通过此链接确认之前，不会删除任何内容。",
            `此链接在 ${minutes} 分钟内有效。如果不是您本人操作，请不要打开它，并在安全设置中让所有会话退出登录：${securityLink}`,
          ],
          action: { label: "删除我的账户", url: link },
        }
      : {
          subject: "确认开启双重验证",
          paragraphs: [
            "有人在已登录您的 Polysub 账户的情况下，用身份验证器应用设置了双重验证。开启后，每次登录都需要该应用中的验证码。在您通过此链接确认之前，它保持关闭。",
            `此链接在 ${minutes} 分钟内有效。如果不是您本人操作，请不要打开它：否则您可能无法再进入自己的账户。请在安全设置中让所有会话退出登录：${securityLink}`,
          ],
          action: { label: "开启双重验证", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "您的密码已更改",
    paragraphs: [
      `您的 Polysub 账户密码已于 ${when} 更改。`,
      `设备：${device}。地址：${ip}。`,
      "如果是您本人操作，无需任何处理。否则，说明有其他人正在使用您的账户：请通过下方按钮设置新密码（链接将发送到此邮箱），这会让所有设备退出登录，然后检查您的安全设置。",
    ],
    action: { label: "设置新密码", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "您的账户有新的登录",
    paragraphs: [
      `您的账户于 ${when} 在一台新设备上登录。`,
      `设备：${device}。地址：${ip}。`,
      "如果是您本人操作，无需任何处理。否则，请修改密码，并在安全设置中让该设备退出登录。",
    ],
    action: { label: "查看我的会话", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `您的 ${filename} 翻译已完成`,
          paragraphs: [`${filename} 的翻译（${source} → ${target}）已完成。`],
          action: { label: "打开译文", url: link },
        }
      : {
          subject: `${filename} 翻译失败`,
          paragraphs: [
            `${filename} 的翻译（${source} → ${target}）未能完成。`,
            ...(error ? [`原因：${error}`] : []),
            "您可以在历史记录中重新开始翻译。",
          ],
          action: { label: "打开历史记录", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const [noun, quota, counter] =
      unit === "characters" ? ["个字符", "字符额度", "个"] : ["次翻译", "翻译次数", "次"];
    const span = period === "day" ? "今天" : "本月";
    return percent === 100
      ? {
          subject: "您已达到套餐上限",
          paragraphs: [
            `您已用完套餐${span}允许的全部 ${limit} ${noun}。`,
            `${period === "day" ? "明天" : "下个月"}即可继续翻译，或升级到付费套餐立即使用。`,
          ],
          action: { label: "查看套餐", url: pricingLink },
        }
      : {
          subject: `您已使用套餐${quota}的 ${percent}%`,
          paragraphs: [`您已使用套餐${span}允许的 ${limit} ${noun}中的 ${used} ${counter}。`],
          action: { label: "查看套餐", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "我们已收到您的留言",
    paragraphs: [
      "感谢您的来信。我们已收到您的留言，将在 24 小时内回复（周一至周五，中欧时间 9:00–18:00）。",
      ...(supportEmail ? [`如需补充，请直接回复此邮件或发送邮件至 ${supportEmail}。`] : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `我们已收到您的个人数据请求（${{ access: "访问", rectification: "更正", erasure: "删除", portability: "可携带", objection: "反对" }[kind]}）`,
    paragraphs: [
      "我们已收到您关于个人数据的请求。数据保护联系人将核实请求确由您本人提出，并在 72 小时内回复。",
      `根据 GDPR 的要求，该请求最迟将在 ${days} 天内处理完毕。如需补充，请直接回复此邮件或发送邮件至 ${privacyEmail}。`,
    ],
  }),
};
