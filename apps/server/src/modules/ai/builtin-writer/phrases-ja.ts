import { listFormatter, phrasesPattern, type Phrasebook } from "./phrasebook";

// Japanese, in polite です・ます form. Sentences are joined without spaces and end with "。".

/** 日本語. */
export const ja: Phrasebook = {
  list: listFormatter("ja"),
  gap: "",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · スキル：${skills}`,
      ({ title, skills }) => `${skills}を扱う${title}`,
      ({ title, skills }) => `${title}｜${skills}を活用`,
    ],
    titleLocation: [
      ({ title, location }) => `${location}の${title}`,
      ({ title, location }) => `${location}を拠点とする${title}`,
    ],
    skills: [({ skills }) => `${skills}を活用`, ({ skills }) => `スキル：${skills}`],
    name: [({ name }) => `${name}のポートフォリオ`, ({ name }) => `${name} · ポートフォリオ`],
    empty: ["私のポートフォリオ", "ポートフォリオへようこそ"],
  },
  person: {
    skills: [
      ({ skills }) => `主なスキルは${skills}です。`,
      ({ skills }) => `${skills}を使って仕事をしています。`,
      ({ skills }) => `扱える技術には${skills}があります。`,
    ],
    closing: [
      "下の作品をぜひご覧ください。",
      "お気軽にご連絡ください。",
      "作品をご覧いただき、お仕事のご相談があればお気軽にご連絡ください。",
    ],
    emptyBio: ["ポートフォリオへようこそ。", "ここでは私の作品と連絡先をご覧いただけます。"],
    emptyAbout: [
      "ポートフォリオへようこそ。ここでは私の作品と連絡方法をご覧いただけます。",
      "ご覧いただきありがとうございます。作品をご覧いただき、お気軽にご連絡ください。",
    ],
  },
  project: {
    techOnly: [
      ({ tech }) => `このプロジェクトは${tech}で構築しています。`,
      ({ tech }) => `${tech}を使ってこのプロジェクトを制作しました。`,
    ],
    live: ["ライブデモをご覧いただけます。", "公開版を実際に試すことができます。"],
    code: ["ソースコードもご覧いただけます。", "ソースコードへのリンクもあります。"],
    empty: ["ポートフォリオのプロジェクトのひとつです。", "私のポートフォリオに掲載しているプロジェクトです。"],
  },
  experience: {
    empty: ["職歴のひとつです。", "これまでの職務経験のひとつです。"],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${title}として${service}を提供しています。`,
      ({ service, title }) => `${service}は、${title}として提供しているサービスのひとつです。`,
    ],
    plain: [
      ({ service }) => `${service}は提供しているサービスのひとつです。`,
      ({ service }) => `${service}を提供しています。`,
    ],
    skills: [
      ({ skills }) => `この仕事では${skills}を活かします。`,
      ({ skills }) => `${skills}を活用して取り組みます。`,
    ],
    cta: ["ご要望についてお気軽にご相談ください。", "プロジェクトについてメッセージをお送りください。"],
    empty: ["プロジェクトのお手伝いについて、お気軽にご相談ください。"],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `${title}をお探しですか？一緒にお仕事しましょう。`,
      ({ title }) => `次のプロジェクトに${title}が必要ですか？喜んでお手伝いします。`,
    ],
    plain: ["プロジェクトのアイデアはありますか？一緒にお仕事しましょう。", "次のプロジェクトを一緒に進めましょう。"],
    services: [({ services }) => `${services}についてお手伝いできます。`],
    skills: [({ skills }) => `${skills}の経験があります。`, ({ skills }) => `${skills}を使って仕事をしています。`],
    availability: [({ availability }) => `稼働状況：${availability}。`],
    rate: [({ rate }) => `料金：${rate}。`],
    cta: ["プロジェクトについてお気軽にご連絡ください。", "メッセージをお送りいただければ、すぐに始められます。"],
  },
  rework: {
    greeting: /^(こんにちは|はじめまして|どうも|やあ)[、,！!。.\s]*/u,
    fixes: [],
    fillers: [phrasesPattern(["とても", "本当に", "すごく", "基本的に"])],
    hedges: [[/(たぶん|おそらく|多分|一応)/gu, ""]],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `こんにちは、${name}です！`, ({ name }) => `はじめまして！${name}です。`],
    friendlyOpen: ["こんにちは！", "はじめまして！"],
    friendlyClose: ["お気軽に声をかけてください！", "ご連絡をお待ちしています。"],
    friendlyCloseItem: ["詳しくは喜んでお話しします！", "気になることがあれば何でも聞いてください。"],
    confidentClose: ["一緒に素晴らしいものをつくりましょう。", "次のプロジェクトを一緒に成功させましょう。"],
    confidentCloseItem: ["同じアプローチをあなたのプロジェクトにも活かせます。"],
  },
};
