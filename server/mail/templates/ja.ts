import type { LocaleTexts } from "./types";

const topics = {
  login_alerts: "ログイン通知",
  translation_finished: "翻訳の通知",
  usage_limits: "利用上限の通知",
};

export const ja: LocaleTexts = {
  greeting: (name) => (name ? `${name} 様` : "お問い合わせいただいた方へ"),
  linkFallback: "ボタンが機能しない場合は、次のアドレスをブラウザにコピーしてください：",
  signature: "Polysub チーム",
  optOut: (topic, link) =>
    `このメールは${topics[topic]}がオンになっているため送信されています。オフにするには通知設定を開いてください：${link}`,
  verify_email: ({ link, hours }) => ({
    subject: "メールアドレスの確認",
    paragraphs: [
      "Polysub へようこそ！アカウントの作成を完了するため、メールアドレスを確認してください。",
      `このリンクの有効期間は ${hours} 時間です。アカウントを作成した覚えがない場合は、このメールを無視してください。`,
    ],
    action: { label: "メールアドレスを確認する", url: link },
  }),
  password_reset: ({ link, minutes }) => ({
    subject: "パスワードの再設定",
    paragraphs: [
      "Polysub アカウントのパスワード再設定が依頼されました。",
      `このリンクの有効期間は ${minutes} 分で、一度だけ使用できます。心当たりがない場合は、このメールを無視してください。パスワードは変更されません。`,
    ],
    action: { label: "新しいパスワードを設定する", url: link },
  }),
  email_change_confirm: ({ link, hours, currentEmail }) => ({
    subject: "新しいメールアドレスの確認",
    paragraphs: [
      `${currentEmail} の Polysub アカウントが、今後このアドレスを使うよう依頼しました。そのアカウントにログインしているブラウザーでここから確認すると変更されます（ページで求められたら、先にログインしてください）。`,
      `このリンクの有効期間は ${hours} 時間です。このアカウントに心当たりがない場合は、このメールを無視し、リンクを開かないでください。何も変更されません。`,
    ],
    action: { label: "新しいアドレスを確認する", url: link },
  }),
  email_change_requested: ({ newEmail, hours, approveLink, securityLink }) =>
    approveLink
      ? {
          subject: "メールアドレス変更の承認",
          paragraphs: [
            `Polysub アカウントにログイン中の人が、アドレスを ${newEmail} に変更するよう依頼しました。このリンク（有効期間 ${hours} 時間）で承認するまで何も変更されません。`,
            `心当たりがない場合は、リンクを開かず、セキュリティ設定からすべてのセッションをログアウトさせてください：${securityLink}`,
          ],
          action: { label: "変更を承認する", url: approveLink },
        }
      : {
          subject: "メールアドレスが変更されようとしています",
          paragraphs: [
            `Polysub アカウントのアドレスを ${newEmail} に変更する依頼がありました。${newEmail} に送られたリンクが開かれるまで（${hours} 時間以内）、アカウントはこのアドレスのままです。`,
            "心当たりがない場合は、パスワードを変更し、セキュリティ設定からすべてのセッションをログアウトさせてください。",
          ],
          action: { label: "セキュリティ設定を確認する", url: securityLink },
        },
  account_action_link: ({ action, link, minutes, securityLink }) =>
    action === "delete"
      ? {
          subject: "アカウント削除の確認",
          paragraphs: [
            "Polysub アカウントにログイン中の誰かが、ファイル・翻訳・セッションを含むアカウントの削除を依頼しました。このリンクで確認するまで、何も削除されません。",
            `リンクの有効期限は ${minutes} 分です。心当たりがない場合は開かずに、セキュリティ設定からすべてのセッションをログアウトさせてください：${securityLink}`,
          ],
          action: { label: "アカウントを削除する", url: link },
        }
      : {
          subject: "二要素認証の有効化の確認",
          paragraphs: [
            "Polysub アカウントにログイン中の誰かが、認証アプリで二要素認証を設定しました。有効にすると、ログインのたびにそのアプリのコードが必要になります。このリンクで確認するまで無効のままです。",
            `リンクの有効期限は ${minutes} 分です。心当たりがない場合は開かないでください。アカウントから締め出されるおそれがあります。セキュリティ設定からすべてのセッションをログアウトさせてください：${securityLink}`,
          ],
          action: { label: "二要素認証を有効にする", url: link },
        },
  password_changed: ({ when, device, ip, resetLink }) => ({
    subject: "パスワードが変更されました",
    paragraphs: [
      `${when} に Polysub アカウントのパスワードが変更されました。`,
      `デバイス：${device}。アドレス：${ip}。`,
      "ご本人の場合は何もする必要はありません。心当たりがない場合は、第三者があなたのアカウントを使っています。下のボタンから新しいパスワードを設定してください（リンクはこのアドレスに届きます）。すべてのデバイスがログアウトされます。その後、セキュリティ設定を確認してください。",
    ],
    action: { label: "新しいパスワードを設定する", url: resetLink },
  }),
  login_alert: ({ when, device, ip, securityLink }) => ({
    subject: "アカウントへの新しいログイン",
    paragraphs: [
      `${when} に新しいデバイスからアカウントへのログインがありました。`,
      `デバイス：${device}。アドレス：${ip}。`,
      "ご本人の場合は何もする必要はありません。心当たりがない場合は、パスワードを変更し、セキュリティ設定からそのデバイスをログアウトさせてください。",
    ],
    action: { label: "セッションを確認する", url: securityLink },
  }),
  translation_finished: ({ filename, source, target, status, error, link }) =>
    status === "completed"
      ? {
          subject: `${filename} の翻訳が完了しました`,
          paragraphs: [`${filename} の翻訳（${source} → ${target}）が完了しました。`],
          action: { label: "翻訳を開く", url: link },
        }
      : {
          subject: `${filename} の翻訳に失敗しました`,
          paragraphs: [
            `${filename} の翻訳（${source} → ${target}）を完了できませんでした。`,
            ...(error ? [`理由：${error}`] : []),
            "履歴から翻訳をやり直すことができます。",
          ],
          action: { label: "履歴を開く", url: link },
        },
  usage_limit: ({ percent, used, limit, period, unit, pricingLink }) => {
    const [noun, quota, counter] =
      unit === "characters" ? ["文字", "文字数", "文字"] : ["件の翻訳", "翻訳回数", "件"];
    const span = period === "day" ? "本日" : "今月";
    return percent === 100
      ? {
          subject: "プランの上限に達しました",
          paragraphs: [
            `${span}プランで利用できる ${limit} ${noun}をすべて使用しました。`,
            `${period === "day" ? "明日" : "来月"}から再び翻訳できます。有料プランならすぐにご利用いただけます。`,
          ],
          action: { label: "プランを見る", url: pricingLink },
        }
      : {
          subject: `プランの${quota}の ${percent}% を使用しました`,
          paragraphs: [`${span}プランで利用できる ${limit} ${noun}のうち ${used} ${counter}を使用しました。`],
          action: { label: "プランを見る", url: pricingLink },
        };
  },
  contact_acknowledgement: ({ supportEmail }) => ({
    subject: "お問い合わせを受け付けました",
    paragraphs: [
      "お問い合わせありがとうございます。メッセージを受け付けました。24 時間以内（月曜〜金曜、中央ヨーロッパ時間 9:00〜18:00）にご返信いたします。",
      ...(supportEmail
        ? [`追加のご連絡は、このメールに返信するか ${supportEmail} までお送りください。`]
        : []),
    ],
  }),
  gdpr_acknowledgement: ({ kind, days, privacyEmail }) => ({
    subject: `個人データに関するご請求を受け付けました（${{ access: "開示", rectification: "訂正", erasure: "消去", portability: "データポータビリティ", objection: "異議" }[kind]}）`,
    paragraphs: [
      "個人データに関するご請求を受け付けました。データ保護担当者がご本人からのご請求であることを確認し、72 時間以内にご返信いたします。",
      `GDPR の定めにより、ご請求は遅くとも ${days} 日以内に対応いたします。追加のご連絡は、このメールに返信するか ${privacyEmail} までお送りください。`,
    ],
  }),
};
