import { listFormatter, phrasesPattern, type Phrasebook } from "./phrasebook";

// Simplified Chinese. Sentences are joined without spaces and end with "。".

/** 中文（简体）. */
export const zh: Phrasebook = {
  list: listFormatter("zh"),
  gap: "",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · 技能：${skills}`,
      ({ title, skills }) => `专注于${skills}的${title}`,
      ({ title, skills }) => `${title}｜擅长${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${location}的${title}`,
      ({ title, location }) => `${title}，现居${location}`,
    ],
    skills: [({ skills }) => `擅长${skills}`, ({ skills }) => `技能：${skills}`],
    name: [({ name }) => `${name}的作品集`, ({ name }) => `${name} · 作品集`],
    empty: ["我的作品集", "欢迎来到我的作品集"],
  },
  person: {
    skills: [
      ({ skills }) => `我的技能包括${skills}。`,
      ({ skills }) => `我常用的工具有${skills}。`,
      ({ skills }) => `我使用${skills}开展工作。`,
    ],
    closing: ["欢迎浏览下方的作品。", "欢迎随时与我联系。", "欢迎看看我的作品，如有合作意向请与我联系。"],
    emptyBio: ["欢迎来到我的作品集。", "在这里可以看到我的作品和联系方式。"],
    emptyAbout: [
      "欢迎来到我的作品集。在这里你可以看到我的作品以及联系方式。",
      "感谢你的来访。欢迎浏览我的作品，并随时与我联系。",
    ],
  },
  project: {
    techOnly: [({ tech }) => `这个项目使用${tech}构建。`, ({ tech }) => `我使用${tech}完成了这个项目。`],
    live: ["可以查看在线演示。", "你可以试用在线版本。"],
    code: ["可以查看源代码。", "源代码也已附上链接。"],
    empty: ["我作品集中的一个项目。", "作品集中的一个项目。"],
  },
  experience: {
    empty: ["我职业经历中的一段工作。", "我的职业经历之一。"],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service}是我作为${title}提供的服务之一。`,
      ({ service, title }) => `作为${title}，我提供的服务之一是${service}。`,
    ],
    plain: [({ service }) => `${service}是我提供的服务之一。`, ({ service }) => `我提供的服务包括${service}。`],
    skills: [({ skills }) => `在这项工作中，我会运用${skills}。`, ({ skills }) => `我会为这项工作带来${skills}。`],
    cta: ["欢迎联系我，聊聊你的需求。", "给我留言，聊聊你的项目。"],
    empty: ["欢迎联系我，聊聊我能如何帮助你的项目。"],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `正在寻找${title}吗？让我们一起合作。`,
      ({ title }) => `你的下一个项目需要${title}吗？我很乐意提供帮助。`,
    ],
    plain: ["有项目想法吗？让我们一起合作。", "让我们一起完成你的下一个项目。"],
    services: [({ services }) => `我可以在${services}方面为你提供帮助。`],
    skills: [({ skills }) => `我在${skills}方面有经验。`, ({ skills }) => `我使用${skills}开展工作。`],
    availability: [({ availability }) => `可合作时间：${availability}。`],
    rate: [({ rate }) => `收费标准：${rate}。`],
    cta: ["欢迎联系我，聊聊你的项目。", "给我发消息，我们马上开始。"],
  },
  rework: {
    greeting: /^(你好|您好|大家好|嗨|哈喽)[，,！!。.\s]*/u,
    fixes: [],
    fillers: [phrasesPattern(["非常", "真的", "其实", "基本上"])],
    hedges: [
      [/我(觉得|认为)/gu, ""],
      [/(也许|或许|大概)/gu, ""],
    ],
    // The polite "您" for the professional tone, the everyday "你" for the friendly one.
    formal: [[/你/gu, "您"]],
    casual: [[/您/gu, "你"]],
    friendlyOpenName: [({ name }) => `你好，我是${name}！`, ({ name }) => `嗨！我是${name}。`],
    friendlyOpen: ["你好！", "大家好！"],
    friendlyClose: ["欢迎随时来打个招呼！", "期待你的来信。"],
    friendlyCloseItem: ["很乐意跟你多聊聊！", "有任何问题都可以问我。"],
    confidentClose: ["让我们一起打造出色的作品。", "让我们一起让你的下一个项目取得成功。"],
    confidentCloseItem: ["我可以把同样的方法用在你的项目上。"],
  },
};
