import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Simplified Chinese. Sentences are joined without spaces and end with "。"; first person has no gender.
const paren = (period: string) => (period ? `（${period}）` : "");

/** The four tones in Simplified Chinese. */
export const zh: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `我是${v.name}，${v.location ? `在${v.location}工作的` : ""}${v.title}。`,
            name: () => `我是${v.name}${v.location ? `，在${v.location}工作` : ""}。`,
            title: () => `我是${v.location ? `在${v.location}工作的` : ""}${v.title}。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}，${v.title}${v.location ? `，常驻${v.location}` : ""}。`,
            name: () => `${v.name}${v.location ? `，常驻${v.location}` : ""}：欢迎浏览我的专业作品集。`,
            title: () => `职业：${v.title}${v.location ? `，常驻${v.location}` : ""}。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `我专攻${v.list}，工作地点在${v.location}。`,
            skills: () => `我专攻${v.list}。`,
            location: () => `我的工作地点在${v.location}。`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `核心专长为${v.list}，以${v.location}为工作基地。`,
            skills: () => `核心专长为${v.list}。`,
            location: () => `我以${v.location}为工作基地。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `我叫${v.name}，职业是${v.title}。`,
            name: () => `我叫${v.name}。`,
            title: () => `我的职业是${v.title}。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `本人${v.name}，从事${v.title}工作。`,
            name: () => `本人${v.name}，这里是我的专业作品集。`,
            title: () => `本人从事${v.title}工作。`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `我拥有${n}年的专业经验。`,
            since: (y) => `我自${y}年起从事专业工作。`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `我的职业经历跨越${n}年。`,
            since: (y) => `我的职业生涯始于${y}年。`,
          }),
      ],
      employers: [({ list }) => `我曾在${list}任职。`, ({ list }) => `我曾与${list}的团队共事。`],
      skills: [({ list }) => `我的专业领域包括${list}。`, ({ list }) => `我主要使用${list}开展工作。`],
      projects: [({ list }) => `精选项目包括${list}。`, ({ list }) => `这里展示的项目有${list}。`],
      services: [({ list }) => `我提供${list}服务。`, ({ list }) => `我的服务涵盖${list}。`],
      location: [({ location }) => `我目前常驻${location}。`, ({ location }) => `我的办公地点在${location}。`],
      closing: ["如需洽谈项目或职位，欢迎与我联系。", "欢迎就新项目或职位机会与我沟通。"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}采用${v.tech}构建。`,
            title: () => `${v.title}是我的精选项目之一。`,
            tech: () => `该项目采用${v.tech}构建。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `开发${v.title}时，我使用了${v.tech}。`,
            title: () => `${v.title}是我作品集中的一个项目。`,
            tech: () => `开发该项目时，我使用了${v.tech}。`,
          }),
      ],
      live: ["项目提供在线版本。"],
      code: ["源代码已公开。"],
      liveAndCode: ["在线版本和源代码均可查看。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `我${v.current ? "目前" : "曾"}在${v.company}担任${v.title}${paren(v.period)}。`,
            company: () => `我${v.current ? "目前" : "曾"}在${v.company}工作${paren(v.period)}。`,
            title: () => `我${v.current ? "目前" : "曾"}担任${v.title}${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.current ? "现任" : "曾任"}${v.company}${v.title}${paren(v.period)}。`,
            company: () => `${v.current ? "现就职于" : "曾就职于"}${v.company}${paren(v.period)}。`,
            title: () => `${v.current ? "现任" : "曾任"}${v.title}${paren(v.period)}。`,
          }),
      ],
      skills: [({ list }) => `我在此类工作中运用的技能包括${list}。`, ({ list }) => `与该职位相关的技能：${list}。`],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `嗨，大家好，我叫${v.firstName}，${v.location ? `在${v.location}` : ""}做${v.title}的工作！`,
            name: () => `嗨，我是${v.firstName}${v.location ? `，来自${v.location}` : ""}！`,
            title: () => `嗨，我是${v.location ? `来自${v.location}的` : ""}${v.title}！`,
          }),
        (v) =>
          byWho(v, {
            both: () => `你好呀，这里是${v.firstName}，平时做${v.title}。`,
            name: () => `你好呀，这里是${v.firstName}！`,
            title: () => `你好呀，我平时做${v.title}。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `我特别喜欢用${v.list}做东西，家在${v.location}。`,
            skills: () => `我特别喜欢用${v.list}做东西。`,
            location: () => `我的家在${v.location}。`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `最让我开心的是${v.list}，你可以在${v.location}找到我。`,
            skills: () => `最让我开心的是${v.list}。`,
            location: () => `你可以在${v.location}找到我。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `你好，欢迎来到这里！我叫${v.name}，是一名${v.title}。`,
            name: () => `你好，欢迎来到这里！我叫${v.name}。`,
            title: () => `你好，欢迎来到这里！我是一名${v.title}。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `谢谢你的到访！我是${v.name}，工作是${v.title}。`,
            name: () => `谢谢你的到访！我是${v.name}。`,
            title: () => `谢谢你的到访！我的工作是${v.title}。`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `这份工作我已经做了${n}年啦。`,
            since: (y) => `从${y}年起我就在做这行了。`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `算下来，我的工作经历已经有${n}年了。`,
            since: (y) => `我的职业之路从${y}年开始。`,
          }),
      ],
      employers: [
        ({ list }) => `一路走来，我有幸和${list}的团队一起工作。`,
        ({ list }) => `我在${list}工作过一段时间。`,
      ],
      skills: [({ list }) => `平时我主要和${list}打交道。`, ({ list }) => `我最爱用的工具是${list}。`],
      projects: [({ list }) => `来看看${list}，就知道我最近在做什么啦。`, ({ list }) => `我做过的一些东西：${list}。`],
      services: [({ list }) => `我可以帮你做${list}。`, ({ list }) => `需要${list}的话，随时找我。`],
      location: [({ location }) => `我在${location}生活和工作。`, ({ location }) => `${location}是我的家。`],
      closing: ["随时来打个招呼吧，很期待你的消息！", "给我发条消息吧，我很乐意聊聊。"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}是我用${v.tech}做的。`,
            title: () => `这是${v.title}，我做过的作品之一。`,
            tech: () => `这个项目是我用${v.tech}搭起来的。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `来认识一下${v.title}吧！它基于${v.tech}运行。`,
            title: () => `来认识一下${v.title}吧，这是我的一个项目！`,
            tech: () => `这个项目的底层用的是${v.tech}。`,
          }),
      ],
      live: ["可以在线试用哦！", "快去试试在线版本吧。"],
      code: ["代码也放出来了，欢迎探索。", "好奇它怎么实现的？源代码链接就在这里。"],
      liveAndCode: ["在线试一试，或者深入看看代码吧！", "有在线版本可以玩，也有代码可以看。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `我现在在${v.company}做${v.title}${paren(v.period)}。`
                : `我曾在${v.company}做过一段时间${v.title}${paren(v.period)}。`,
            company: () =>
              v.current
                ? `我现在在${v.company}工作${paren(v.period)}。`
                : `我在${v.company}待过一段时间${paren(v.period)}。`,
            title: () =>
              v.current
                ? `我现在的工作是${v.title}${paren(v.period)}。`
                : `我做过一段时间${v.title}${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () => `在${v.company}，我${v.current ? "有机会" : "曾有机会"}担任${v.title}${paren(v.period)}。`,
            company: () => `我${v.current ? "有机会" : "曾有机会"}在${v.company}工作${paren(v.period)}。`,
            title: () => `我${v.current ? "有机会" : "曾有机会"}担任${v.title}${paren(v.period)}。`,
          }),
      ],
      skills: [
        ({ list }) => `做这类工作时，我最常用的技能是${list}。`,
        ({ list }) => `我会把${list}带到这样的工作里。`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `我是${v.name}，一位值得信赖的${v.title}。`,
            name: () => `我是${v.name}，你可以信赖我。`,
            title: () => `作为${v.title}，我值得你信赖。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}，${v.title}：随时准备出发。`,
            name: () => `${v.name}：随时准备出发。`,
            title: () => `${v.title}，随时准备出发。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}：这是我最出色的领域，立足${v.location}。`,
            skills: () => `${v.list}：这是我最出色的领域。`,
            location: () => `立足${v.location}，迎接下一个挑战。`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `我在${v.location}用${v.list}把想法变成成果。`,
            skills: () => `我用${v.list}把想法变成成果。`,
            location: () => `${v.location}是我的基地，成果是我的标准。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `我是${v.name}：作为${v.title}，我说到做到。`,
            name: () => `我是${v.name}，我说到做到。`,
            title: () => `作为${v.title}，我说到做到。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `本人${v.name}，${v.title}正是我最擅长的事。`,
            name: () => `本人${v.name}，承诺的事一定完成。`,
            title: () => `${v.title}正是我最擅长的事。`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `我带来${n}年的实战经验。`,
            since: (y) => `自${y}年起，我一直在交付专业成果。`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `我所做的一切，背后都有${n}年的专业积累。`,
            since: (y) => `从${y}年至今，我始终以专业水准工作。`,
          }),
      ],
      employers: [({ list }) => `${list}的团队都曾把工作托付给我。`, ({ list }) => `我的履历包括${list}。`],
      skills: [({ list }) => `我能把${list}用到极致。`, ({ list }) => `我能高水平地运用${list}。`],
      projects: [({ list }) => `${list}的成果不言自明。`, ({ list }) => `${list}展示了我的实力。`],
      services: [({ list }) => `需要${list}？交给我。`, ({ list }) => `${list}，我可以从头到尾负责。`],
      location: [({ location }) => `我立足${location}。`, ({ location }) => `我的基地在${location}。`],
      closing: ["来聊聊我能为你做些什么吧。", "准备好了就开始吧：让你的下一个项目动起来。"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}展示了我运用${v.tech}的能力。`,
            title: () => `${v.title}展示了我的交付能力。`,
            tech: () => `这个项目展示了我运用${v.tech}的能力。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `在${v.title}中，我让${v.tech}发挥了作用。`,
            title: () => `${v.title}是我引以为傲的作品。`,
            tech: () => `在这里，我让${v.tech}发挥了作用。`,
          }),
      ],
      live: ["在线版本正在运行，欢迎查看。"],
      code: ["代码公开，欢迎审阅。"],
      liveAndCode: ["在线运行中，代码也公开接受审阅。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `在${v.company}，我以${v.title}的身份${v.current ? "持续交付" : "交付了"}成果${paren(v.period)}。`,
            company: () => `在${v.company}，我${v.current ? "持续交付" : "交付了"}成果${paren(v.period)}。`,
            title: () => `作为${v.title}，我${v.current ? "持续交付" : "交付了"}成果${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company}的${v.title}${paren(v.period)}：一个我${v.current ? "全力担当" : "曾全力担当"}的角色。`,
            company: () => `${v.company}${paren(v.period)}：一个我${v.current ? "正在推动" : "曾推动"}前进的团队。`,
            title: () => `${v.title}${paren(v.period)}：一个我${v.current ? "全力担当" : "曾全力担当"}的角色。`,
          }),
      ],
      skills: [({ list }) => `在每个这样的职位上，我都会带来${list}。`, ({ list }) => `我的看家本领：${list}。`],
    },
  },

  concise: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}，${v.title}${v.location ? `，${v.location}` : ""}。`,
            name: () => `${v.name}${v.location ? `，${v.location}` : ""}。`,
            title: () => `${v.title}${v.location ? `，常驻${v.location}` : ""}${v.skills ? `，擅长${v.skills}` : ""}。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.location ? `${v.location}的` : ""}${v.title}：${v.name}。`,
            name: () => `${v.name}${v.location ? `，${v.location}` : ""}。`,
            title: () => `${v.location ? `${v.location}的` : ""}${v.title}${v.skills ? `，专长：${v.skills}` : ""}。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}。${v.location}。`,
            skills: () => `${v.list}。`,
            location: () => `${v.location}。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `我是${v.name}，${v.location ? `在${v.location}` : ""}从事${v.title}工作。`,
            name: () => `我是${v.name}${v.location ? `，在${v.location}工作` : ""}。`,
            title: () => `我${v.location ? `在${v.location}` : ""}从事${v.title}工作。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `本人${v.name}，职业为${v.title}${v.location ? `，工作地${v.location}` : ""}。`,
            name: () => `本人${v.name}${v.location ? `，工作地${v.location}` : ""}。`,
            title: () => `职业为${v.title}${v.location ? `，工作地${v.location}` : ""}。`,
          }),
      ],
      career: [(c) => byCareer(c, { years: (n) => `${n}年经验。`, since: (y) => `${y}年入行。` })],
      employers: [({ list }) => `任职经历：${list}。`, ({ list }) => `曾就职：${list}。`],
      skills: [({ list }) => `技能：${list}。`, ({ list }) => `工具：${list}。`],
      projects: [({ list }) => `项目：${list}。`],
      services: [({ list }) => `服务：${list}。`],
      location: [({ location }) => `所在地：${location}。`],
      closing: ["欢迎联系。"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}：${v.tech}。`,
            title: () => `${v.title}。`,
            tech: () => `使用${v.tech}构建。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}，基于${v.tech}。`,
            title: () => `项目：${v.title}。`,
            tech: () => `技术栈：${v.tech}。`,
          }),
      ],
      live: ["提供在线演示。"],
      code: ["附源代码链接。"],
      liveAndCode: ["附在线演示和源代码链接。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.company}，${v.title}${paren(v.period)}。`,
            company: () => `${v.company}${paren(v.period)}。`,
            title: () => `${v.title}${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.title}，${v.company}${v.period ? `，${v.period}` : ""}。`,
            company: () => `任职于${v.company}${v.period ? `，${v.period}` : ""}。`,
            title: () => `职位：${v.title}${v.period ? `，${v.period}` : ""}。`,
          }),
      ],
      skills: [({ list }) => `技能：${list}。`],
    },
  },
};
