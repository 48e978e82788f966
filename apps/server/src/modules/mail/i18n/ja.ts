import type { MailStrings } from "./en";

/** Japanese e-mail strings. */
export const ja: MailStrings = {
  greeting: "{{name}} 様",
  greetingNoName: "こんにちは。",
  passwordResetSubject: "Foliocraft のパスワードを再設定してください",
  passwordResetIntro:
    "Foliocraft アカウントのパスワード再設定がリクエストされました（ご本人によるものであれば幸いです）。",
  passwordResetAction:
    "このリンクを開いて新しいパスワードを設定してください。リンクは 1 回だけ使用でき、1 時間で期限切れになります：",
  passwordResetSessions: "再設定後は、ほかのすべての端末でログアウトされます。",
  passwordResetIgnore: "お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  verifySubject: "Foliocraft のメールアドレスを確認してください",
  verifyAction: "Foliocraft へようこそ！このリンクを開いてメールアドレスを確認してください：",
  verifyIgnore: "アカウントを作成していない場合は、このメールを無視してかまいません。",
  expiresSoonSubject: "Foliocraft Pro プランはあと 7 日で終了します",
  expiresSoonEnds: "Foliocraft Pro プランは {{date}} に終了します。",
  expiresSoonRenew:
    "Pro テーマ、AI ライティングアシスタント、ワンクリックデプロイを引き続き使うには、こちらから更新してください：",
  expiresSoonNothing: "何もしない場合、その日にアカウントは無料プランに戻ります。ポートフォリオはそのまま残ります。",
  expiredSubject: "Foliocraft Pro プランが終了しました",
  expiredEnded: "Foliocraft Pro プランが終了し、アカウントは無料プランになりました。",
  expiredKept: "ポートフォリオとその内容は保持されています。いつでも再びアップグレードできます：",
  visitorSubject: "ポートフォリオ経由で {{name}} さんから新しいメッセージが届きました",
  visitorIntro: "{{name}} さん <{{email}}> から、ポートフォリオ {{url}} 経由でメッセージが届きました：",
  visitorReply: "このメールに返信すると {{name}} さんに返信できます。受信箱：{{inbox}}",
  visitorLanguage: "ポートフォリオの{{language}}版から送信されました。",
};
