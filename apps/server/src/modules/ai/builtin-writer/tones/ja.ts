import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Japanese. Professional and confident in polite です・ます form, friendly in a softer polite form, concise as
// fragments. Sentences are joined without spaces and end with "。"; first person (私) has no gender.
const paren = (period: string) => (period ? `（${period}）` : "");

/** The four tones in Japanese. */
export const ja: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.location ? `${v.location}で` : ""}${v.title}として活動している${v.name}です。`,
            name: () => `${v.location ? `${v.location}で活動している` : ""}${v.name}と申します。`,
            title: () => `${v.location ? `${v.location}で` : ""}${v.title}として活動しています。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.title}の${v.name}です${v.location ? `（${v.location}）` : ""}。`,
            name: () => `${v.name}の職務ポートフォリオです${v.location ? `（${v.location}）` : ""}。`,
            title: () => `職業は${v.title}です${v.location ? `（${v.location}）` : ""}。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}を専門とし、${v.location}を拠点にしています。`,
            skills: () => `${v.list}を専門としています。`,
            location: () => `${v.location}を拠点にしています。`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `専門分野は${v.list}で、勤務地は${v.location}です。`,
            skills: () => `専門分野は${v.list}です。`,
            location: () => `勤務地は${v.location}です。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `私の名前は${v.name}で、${v.title}の仕事をしています。`,
            name: () => `私の名前は${v.name}です。`,
            title: () => `私は${v.title}の仕事をしています。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}と申します。職業は${v.title}です。`,
            name: () => `${v.name}と申します。こちらは私の職務ポートフォリオです。`,
            title: () => `職業は${v.title}です。`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `${n}年の実務経験があります。`,
            since: (y) => `${y}年から専門職として働いています。`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `職歴は${n}年にわたります。`,
            since: (y) => `キャリアは${y}年に始まりました。`,
          }),
      ],
      employers: [
        ({ list }) => `これまでに${list}で勤務しました。`,
        ({ list }) => `${list}のチームと仕事をしてきました。`,
      ],
      skills: [({ list }) => `専門領域は${list}などです。`, ({ list }) => `主に${list}を使って仕事をしています。`],
      projects: [
        ({ list }) => `主なプロジェクトには${list}があります。`,
        ({ list }) => `ここでは${list}などのプロジェクトを紹介しています。`,
      ],
      services: [({ list }) => `${list}を提供しています。`, ({ list }) => `サービス内容は${list}です。`],
      location: [({ location }) => `${location}在住です。`, ({ location }) => `オフィスは${location}にあります。`],
      closing: [
        "プロジェクトや求人についてのご相談は、お気軽にご連絡ください。",
        "新しいプロジェクトやポジションについてのお問い合わせを歓迎します。",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}は${v.tech}で構築されています。`,
            title: () => `${v.title}は私の代表的なプロジェクトの一つです。`,
            tech: () => `このプロジェクトは${v.tech}で構築されています。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}の開発には${v.tech}を使用しました。`,
            title: () => `${v.title}はポートフォリオに掲載しているプロジェクトです。`,
            tech: () => `このプロジェクトの開発には${v.tech}を使用しました。`,
          }),
      ],
      live: ["公開版をオンラインでご覧いただけます。"],
      code: ["ソースコードは公開されています。"],
      liveAndCode: ["公開版とソースコードの両方をご覧いただけます。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company}で${v.title}として${v.current ? "勤務しています" : "勤務しました"}${paren(v.period)}。`,
            company: () => `${v.company}に${v.current ? "勤務しています" : "勤務しました"}${paren(v.period)}。`,
            title: () => `${v.title}として${v.current ? "勤務しています" : "勤務しました"}${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.current ? "現職" : "職歴"}：${v.company}、${v.title}${paren(v.period)}。`,
            company: () => `${v.current ? "現在の勤務先" : "勤務先"}：${v.company}${paren(v.period)}。`,
            title: () => `${v.current ? "現職" : "職歴"}：${v.title}${paren(v.period)}。`,
          }),
      ],
      skills: [
        ({ list }) => `この種の仕事に活かせるスキルには${list}があります。`,
        ({ list }) => `この職務に関連するスキル：${list}。`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `こんにちは、${v.location ? `${v.location}で` : ""}${v.title}をしている${v.firstName}です！`,
            name: () => `こんにちは、${v.location ? `${v.location}に住む` : ""}${v.firstName}です！`,
            title: () => `こんにちは、${v.location ? `${v.location}で` : ""}${v.title}をしています！`,
          }),
        (v) =>
          byWho(v, {
            both: () => `どうも、${v.title}の${v.firstName}です。`,
            name: () => `どうも、${v.firstName}です。`,
            title: () => `どうも、${v.title}をやっています。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}でものを作るのが大好きで、${v.location}に住んでいます。`,
            skills: () => `${v.list}でものを作るのが大好きです。`,
            location: () => `${v.location}に住んでいます。`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `いちばん楽しいのは${v.list}を使う時間で、普段は${v.location}にいます。`,
            skills: () => `いちばん楽しいのは${v.list}を使う時間です。`,
            location: () => `普段は${v.location}にいます。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `ようこそ！${v.name}といいます。${v.title}として働いています。`,
            name: () => `ようこそ！${v.name}といいます。`,
            title: () => `ようこそ！${v.title}として働いています。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `見に来てくれてありがとうございます！${v.name}です。お仕事は${v.title}です。`,
            name: () => `見に来てくれてありがとうございます！${v.name}です。`,
            title: () => `見に来てくれてありがとうございます！お仕事は${v.title}です。`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `この仕事を始めて、もう${n}年になります。`,
            since: (y) => `${y}年からこの仕事をしています。`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `働いてきた年月は、合わせて${n}年です。`,
            since: (y) => `私のキャリアは${y}年にスタートしました。`,
          }),
      ],
      employers: [
        ({ list }) => `これまでに${list}のチームと一緒に働く機会がありました。`,
        ({ list }) => `${list}でしばらく働いていました。`,
      ],
      skills: [
        ({ list }) => `毎日の仕事では${list}をよく使っています。`,
        ({ list }) => `お気に入りの道具は${list}です。`,
      ],
      projects: [
        ({ list }) => `${list}をのぞいてみてください。最近作っているものが分かります。`,
        ({ list }) => `これまでに作ったもの：${list}。`,
      ],
      services: [
        ({ list }) => `${list}のお手伝いができます。`,
        ({ list }) => `${list}が必要なときは、気軽に声をかけてください。`,
      ],
      location: [
        ({ location }) => `${location}で暮らし、働いています。`,
        ({ location }) => `${location}が私のホームです。`,
      ],
      closing: [
        "いつでも気軽にメッセージをくださいね。楽しみにしています！",
        "ひとことメッセージをもらえたら嬉しいです。",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}は${v.tech}で作りました。`,
            title: () => `${v.title}は私が作ったものの一つです。`,
            tech: () => `このプロジェクトは${v.tech}で組み立てました。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}を紹介します！${v.tech}で動いています。`,
            title: () => `${v.title}を紹介します！私のプロジェクトです。`,
            tech: () => `このプロジェクトの中身は${v.tech}です。`,
          }),
      ],
      live: ["実際に触ってみてください！", "公開版もぜひ試してみてください。"],
      code: [
        "コードも公開しているので、のぞいてみてください。",
        "仕組みが気になったら、ソースコードのリンクからどうぞ。",
      ],
      liveAndCode: ["実際に試すのも、コードを読むのも大歓迎です！", "遊べる公開版と、読めるコードがあります。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `今は${v.company}で${v.title}をしています${paren(v.period)}。`
                : `${v.company}でしばらく${v.title}をしていました${paren(v.period)}。`,
            company: () =>
              v.current
                ? `今は${v.company}で働いています${paren(v.period)}。`
                : `${v.company}でしばらく働いていました${paren(v.period)}。`,
            title: () =>
              v.current
                ? `今は${v.title}をしています${paren(v.period)}。`
                : `しばらく${v.title}をしていました${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company}では、${v.title}として働く機会を${v.current ? "もらっています" : "もらいました"}${paren(v.period)}。`,
            company: () =>
              `${v.company}で働く機会を${v.current ? "もらっています" : "もらいました"}${paren(v.period)}。`,
            title: () =>
              `${v.title}として働く機会を${v.current ? "もらっています" : "もらいました"}${paren(v.period)}。`,
          }),
      ],
      skills: [
        ({ list }) => `こういう仕事で頼りにしているスキルは${list}です。`,
        ({ list }) => `${list}を持ち込んで取り組んでいます。`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}、頼れる${v.title}です。`,
            name: () => `安心してお任せいただける${v.name}です。`,
            title: () => `頼れる${v.title}です。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.title}の${v.name}、いつでも始められます。`,
            name: () => `${v.name}、いつでも始められます。`,
            title: () => `${v.title}として、いつでも始められます。`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.location}を拠点に、${v.list}で最も力を発揮します。`,
            skills: () => `${v.list}こそ、私が最も力を発揮する分野です。`,
            location: () => `${v.location}を拠点に、次の挑戦に備えています。`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `${v.location}を拠点に、${v.list}でアイデアを成果に変えます。`,
            skills: () => `${v.list}でアイデアを成果に変えます。`,
            location: () => `拠点は${v.location}、基準は成果です。`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `私、${v.name}が${v.title}として確実に結果を出します。`,
            name: () => `私、${v.name}が確実に結果を出します。`,
            title: () => `${v.title}として、確実に結果を出します。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `私は${v.name}。${v.title}の仕事こそ、私の最も得意とするところです。`,
            name: () => `私は${v.name}。約束したことは必ずやり遂げます。`,
            title: () => `${v.title}の仕事こそ、私の最も得意とするところです。`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `${n}年の実践経験があります。`,
            since: (y) => `${y}年から、プロとして成果を出し続けています。`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `私の仕事はすべて、${n}年のプロとしての積み重ねに支えられています。`,
            since: (y) => `${y}年以来、プロの水準でこの仕事をしています。`,
          }),
      ],
      employers: [
        ({ list }) => `${list}のチームから仕事を任されてきました。`,
        ({ list }) => `実績には${list}があります。`,
      ],
      skills: [({ list }) => `${list}を最大限に使いこなします。`, ({ list }) => `${list}を高い水準で扱えます。`],
      projects: [
        ({ list }) => `${list}の成果が、すべてを物語っています。`,
        ({ list }) => `${list}で私の実力をご覧ください。`,
      ],
      services: [
        ({ list }) => `${list}が必要なら、お任せください。`,
        ({ list }) => `${list}を最初から最後まで引き受けます。`,
      ],
      location: [({ location }) => `${location}を拠点に活動しています。`, ({ location }) => `拠点は${location}です。`],
      closing: [
        "私にできることについて、ぜひお話ししましょう。",
        "準備はできています。次のプロジェクトを動かしましょう。",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}は、${v.tech}で私に何ができるかを示しています。`,
            title: () => `${v.title}は、私の実行力を示しています。`,
            tech: () => `このプロジェクトは、${v.tech}で私に何ができるかを示しています。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}では、${v.tech}を存分に活用しました。`,
            title: () => `${v.title}は、自信を持ってお見せできる成果です。`,
            tech: () => `ここでは${v.tech}を存分に活用しました。`,
          }),
      ],
      live: ["実際に動いている様子をご覧ください。"],
      code: ["コードはレビューのために公開しています。"],
      liveAndCode: ["実際に動いており、コードもレビューのために公開しています。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company}では、${v.title}として成果を${v.current ? "上げています" : "上げました"}${paren(v.period)}。`,
            company: () => `${v.company}で成果を${v.current ? "上げています" : "上げました"}${paren(v.period)}。`,
            title: () => `${v.title}として成果を${v.current ? "上げています" : "上げました"}${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.company}の${v.title}${paren(v.period)}：責任を持って${v.current ? "担っている" : "担った"}役割です。`,
            company: () => `${v.company}${paren(v.period)}：前へ${v.current ? "進めている" : "進めた"}チームです。`,
            title: () => `${v.title}${paren(v.period)}：責任を持って${v.current ? "担っている" : "担った"}役割です。`,
          }),
      ],
      skills: [({ list }) => `こうした役割には、いつも${list}を持ち込みます。`, ({ list }) => `私の強み：${list}。`],
    },
  },

  concise: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}、${v.title}${v.location ? `、${v.location}` : ""}。`,
            name: () => `${v.name}${v.location ? `、${v.location}` : ""}。`,
            title: () => `${v.title}${v.location ? `、${v.location}` : ""}。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.location ? `${v.location}の` : ""}${v.title}：${v.name}。`,
            name: () => `${v.name}${v.location ? `（${v.location}）` : ""}。`,
            title: () => `${v.location ? `${v.location}の` : ""}${v.title}。`,
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
            both: () => `${v.name}、${v.location ? `${v.location}で` : ""}${v.title}として勤務。`,
            name: () => `${v.name}${v.location ? `、${v.location}で勤務` : ""}。`,
            title: () => `${v.location ? `${v.location}で` : ""}${v.title}として勤務。`,
          }),
        (v) =>
          byWho(v, {
            both: () => `氏名は${v.name}、職業は${v.title}${v.location ? `、勤務地は${v.location}` : ""}です。`,
            name: () => `氏名は${v.name}${v.location ? `、勤務地は${v.location}` : ""}です。`,
            title: () => `職業は${v.title}${v.location ? `、勤務地は${v.location}` : ""}です。`,
          }),
      ],
      career: [(c) => byCareer(c, { years: (n) => `経験${n}年。`, since: (y) => `${y}年から従事。` })],
      employers: [({ list }) => `勤務歴：${list}。`, ({ list }) => `経歴：${list}。`],
      skills: [({ list }) => `スキル：${list}。`, ({ list }) => `ツール：${list}。`],
      projects: [({ list }) => `プロジェクト：${list}。`],
      services: [({ list }) => `サービス：${list}。`],
      location: [({ location }) => `拠点：${location}。`],
      closing: ["ご連絡ください。"],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}：${v.tech}。`,
            title: () => `${v.title}。`,
            tech: () => `${v.tech}で構築。`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}、${v.tech}で構築。`,
            title: () => `プロジェクト：${v.title}。`,
            tech: () => `技術：${v.tech}。`,
          }),
      ],
      live: ["オンラインデモあり。"],
      code: ["ソースコードへのリンクあり。"],
      liveAndCode: ["オンラインデモとソースコードへのリンクあり。"],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.company}、${v.title}${paren(v.period)}。`,
            company: () => `${v.company}${paren(v.period)}。`,
            title: () => `${v.title}${paren(v.period)}。`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.title}、${v.company}${v.period ? `、${v.period}` : ""}。`,
            company: () => `勤務先：${v.company}${v.period ? `、${v.period}` : ""}。`,
            title: () => `職種：${v.title}${v.period ? `、${v.period}` : ""}。`,
          }),
      ],
      skills: [({ list }) => `スキル：${list}。`],
    },
  },
};
