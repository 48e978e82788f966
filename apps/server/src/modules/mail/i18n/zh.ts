import type { MailStrings } from "./en";

/** Simplified Chinese e-mail strings. */
export const zh: MailStrings = {
  greeting: "{{name}}，你好：",
  greetingNoName: "你好：",
  passwordResetSubject: "重置你的 Foliocraft 密码",
  passwordResetIntro: "有人（希望是你本人）请求重置你的 Foliocraft 账户密码。",
  passwordResetAction: "打开此链接设置新密码。该链接只能使用一次，1 小时后失效：",
  passwordResetSessions: "重置后，其他所有已登录的设备都会退出登录。",
  passwordResetIgnore: "如果这不是你本人的请求，请忽略此邮件：你的密码不会改变。",
  verifySubject: "确认你在 Foliocraft 的电子邮件地址",
  verifyAction: "欢迎使用 Foliocraft！请打开此链接确认你的电子邮件地址：",
  verifyIgnore: "如果你没有创建账户，可以忽略此邮件。",
  expiresSoonSubject: "你的 Foliocraft Pro 套餐将在 7 天后到期",
  expiresSoonEnds: "你的 Foliocraft Pro 套餐将于 {{date}} 到期。",
  expiresSoonRenew: "如需继续使用 Pro 主题、AI 写作助手和一键部署，请在此续订：",
  expiresSoonNothing: "如果你不采取任何操作，你的账户将在当天恢复为免费套餐。你的作品集会保持原样。",
  expiredSubject: "你的 Foliocraft Pro 套餐已到期",
  expiredEnded: "你的 Foliocraft Pro 套餐已到期，账户现已恢复为免费套餐。",
  expiredKept: "你的作品集及其内容都会保留。你可以随时重新升级：",
  visitorSubject: "{{name}} 通过你的作品集发来新消息",
  visitorIntro: "{{name}} <{{email}}> 通过你的作品集 {{url}} 给你发送了一条消息：",
  visitorReply: "直接回复此邮件即可回复 {{name}}。你的收件箱：{{inbox}}",
  visitorLanguage: "对方是从你作品集的{{language}}版本发来的。",
};
