import type { InfoContent } from "./types";

/** 信息页面的中文长文本。 */
const content: InfoContent = {
  posts: {
    "portfolio-in-five-minutes": {
      title: "五分钟做好你的作品集",
      excerpt: "从注册到在 /p/你的用户名 上线：新手引导、编辑器的四个步骤，以及应该先填写什么。",
      author: "Foliocraft 团队",
      tags: ["入门", "编辑器", "主题"],
      content: [
        {
          p: "Foliocraft 把一张表单变成作品集网站。你不用写 HTML，开始时也不需要任何托管账号：跟着这篇教程大约只要五分钟。",
        },
        { h: "1. 注册并回答四个问题" },
        {
          p: "用电子邮箱、Google 或 GitHub 创建账号。新手引导会询问你的姓名和职业、经验、技能以及喜欢的风格。这些回答会预先填进编辑器，所以你永远不必面对一张空白页。",
        },
        { h: "2. 先填最重要的内容" },
        {
          p: "编辑器分为四步：作品集信息、选择主题、预览和导出。在第一步里，先写一段简短的自我介绍，再加两三个项目，并附上代码或在线演示的链接。工作经历、教育背景、服务和推荐语可以以后再补。每次修改都会自动保存，最近 50 次保存都留在历史记录里，随时可以回退。",
        },
        { h: "3. 选择主题并查看预览" },
        {
          p: "内置二十个主题，其中 Minimal、Dark Minimal 和 Simple Elegant 免费。在公开之前，预览会用你的真实内容展示手机、平板和电脑上的效果。",
        },
        { h: "4. 发布" },
        {
          p: "选一个用户名然后发布：你的作品集就会在 /p/你的用户名 上线。页面在服务器端渲染，加载快，搜索引擎也能读取。修改后重新发布即可；在此之前，访客看到的是上一次发布的版本。",
        },
      ],
    },
    "writing-with-the-ai-assistant": {
      title: "用 AI 助手撰写作品集",
      excerpt: "“用 AI 写作”按钮如何根据你自己的资料起草个人简介和项目描述，以及如何得到好的结果。",
      author: "Foliocraft 团队",
      tags: ["人工智能", "写作", "简介"],
      content: [
        {
          p: "对大多数人来说，自我介绍是作品集里最难写的部分。编辑器文本框旁边的“用 AI 写作”按钮会用你使用 Foliocraft 的语言替你起草。",
        },
        { h: "文字从哪里来" },
        {
          p: "助手只根据你填写的内容写作：姓名、职业、技能、项目和经历。它从不编造雇主或学历。如果服务器配置了 AI 服务（OpenAI 或任何兼容服务，包括本地模型），文本由该模型生成，并在生成过程中逐步显示。没有配置时，内置写作器会直接用你的资料组织文字，不依赖任何外部服务。",
        },
        { h: "写出更好草稿的技巧" },
        {
          ul: [
            "先填写技能和至少一个项目：事实越多，草稿越具体。",
            "自己先写一句真诚的话，再让助手改进，而不是从零开始。",
            "仔细阅读每份草稿，改掉不像你说的话。作者始终是你。",
          ],
        },
        { h: "每日次数" },
        { p: "免费账号每天可使用助手五次，Pro 账号每天两百次。次数每天重置，并显示在助手的菜单中。" },
      ],
    },
    "deploy-to-github-pages-and-netlify": {
      title: "部署到 GitHub Pages 或 Netlify",
      excerpt: "把作品集放到你自己的托管平台上的三种方式：下载 ZIP、推送到 GitHub 仓库，或一键部署。",
      author: "Foliocraft 团队",
      tags: ["部署", "GitHub Pages 托管", "Netlify 托管"],
      content: [
        { p: "/p/你的用户名 上的页面只是其中一种选择。每个作品集同时也是一个静态网站，可以托管在任何地方。" },
        { h: "下载 ZIP" },
        {
          p: "导出会得到一个 ZIP，里面有 index.html、所用字体和你的图片。所有链接都是相对路径，所以网站放在任何托管平台的任何目录下都能运行，甚至直接从本地磁盘打开也行。联系表单依然可用：留言仍会送到你的 Foliocraft 收件箱。",
        },
        { h: "推送到 GitHub 仓库" },
        {
          p: "在部署页面连接 GitHub，Foliocraft 会把网站以一次提交的方式写入你选择的仓库。只有在这一步，Foliocraft 才会请求管理公开仓库的权限，登录时从不请求。",
        },
        { h: "一键部署到 GitHub Pages 或 Netlify（Pro）" },
        {
          p: "使用 Pro 时，Foliocraft 还会为仓库开启 GitHub Pages，或把网站上传到新的 Netlify 站点，并等待它上线。部署页面会显示每个步骤和最终网址。修改后再次部署，会更新同一个仓库或站点。",
        },
      ],
    },
    "whats-new-november-2026": {
      title: "Foliocraft 新功能",
      excerpt: "二十个主题、版本历史、导入功能、带收件箱的联系表单，以及十种界面语言。",
      author: "Foliocraft 团队",
      tags: ["更新说明", "主题", "语言"],
      content: [
        { p: "以下是 Foliocraft 最近上线的内容。" },
        {
          ul: [
            "二十个主题，从 Minimal 到 Cosmic Space，其中三个免费。",
            "自动保存并保留最近 50 次保存的历史：可以恢复任意旧版本，两个打开的标签页也绝不会悄悄互相覆盖。",
            "导入：从 JSON Resume 文件导入资料，或把你的 GitHub 仓库导入为项目。",
            "作品集上的联系表单：访客留言会保存在你的收件箱，并通过邮件发送给你。",
            "十种界面语言，阿拉伯语从右到左排版，支持浅色和深色模式。",
            "通过 Paystack 开通 Pro，可用银行卡或移动支付，享受 30 天退款保证。",
          ],
        },
        { p: "Foliocraft 是开源软件，你可以自行托管：一条命令就能启动整个应用及其自带的数据库。" },
      ],
    },
  },
  faqs: {
    plans: {
      question: "免费版和 Pro 有什么区别？",
      answer:
        "免费版包含三个主题（Minimal、Dark Minimal 和 Simple Elegant）、在 /p/你的用户名 发布、下载 ZIP，以及把网站推送到 GitHub 仓库。Pro 解锁全部二十个主题、一键部署到 GitHub Pages 和 Netlify，以及更多的 AI 写作每日次数。Pro 每月 30 GHS，或每年 300 GHS（相当于免费两个月）。",
      tags: ["价格", "高级版", "主题"],
    },
    refunds: {
      question: "可以退款吗？",
      answer:
        "可以。付款后 30 天内，你可以在账户设置的套餐部分申请全额退款。款项会通过 Paystack 退回你付款时使用的银行卡或移动支付钱包，账户随之恢复为免费版。",
      tags: ["退款", "退款保证", "账单"],
    },
    cancel: {
      question: "如何取消订阅？",
      answer: "打开账户设置，在套餐部分选择“取消”。已付费的周期结束前你仍可使用 Pro，之后不会再扣费。",
      tags: ["取消", "订阅", "设置"],
    },
    "mobile-money": {
      question: "支持哪些付款方式？",
      answer: "付款由 Paystack 以加纳塞地（GHS）处理。你可以用银行卡或移动支付付款。Foliocraft 永远看不到你的卡号。",
      tags: ["付款", "银行卡", "移动支付"],
    },
    deploys: {
      question: "可以把作品集发布到哪里？",
      answer:
        "可以发布到本服务器的 /p/你的用户名，下载 ZIP 放到任何托管平台，或推送到 GitHub 仓库。Pro 还支持一键部署到 GitHub Pages 和 Netlify。部署页面会显示每个步骤以及上线网站的网址。",
      tags: ["部署", "代码仓库", "静态托管", "压缩包"],
    },
    "custom-domains": {
      question: "可以使用自己的域名吗？",
      answer:
        "内置的自定义域名功能暂未推出。目前你可以部署到 GitHub Pages 或 Netlify，并在它们的设置中添加你的域名；DNS 变更最多可能需要 24 小时才能全面生效。",
      tags: ["域名", "域名解析", "网址"],
    },
    "ai-writer": {
      question: "AI 写作是如何工作的？",
      answer:
        "“用 AI 写作”按钮会根据你填写的资料，用你的界面语言起草个人简介和各类描述。免费账号每天可用五次，Pro 账号每天两百次。请务必阅读草稿，并改成你自己的话。",
      tags: ["人工智能", "写作", "助手"],
    },
    data: {
      question: "如何导出或删除我的数据？",
      answer:
        "在账户设置中，你可以把我们保存的关于你的所有数据下载为 JSON 文件，也可以删除账户。删除账户会一次性移除你的个人资料、作品集、留言和已发布的页面。",
      tags: ["隐私", "导出", "删除账户"],
    },
  },
  docs: {
    "getting-started": {
      title: "快速开始",
      blocks: [
        {
          p: "用电子邮箱、Google 或 GitHub 创建账号。简短的新手引导会问四个问题（你是谁、你的经验、你的技能和喜欢的风格），并用你的回答填好编辑器。",
        },
        { p: "编辑器分为四步：作品集信息、选择主题、预览和导出。你的内容会自动保存；打开历史记录即可恢复旧版本。" },
        {
          p: "Foliocraft 是开源的。要运行自己的副本，需要 Node.js 20.19 或更高版本；下面这条命令会在 3000 端口构建并启动全部服务，内置数据库位于 ./data：",
        },
        { code: "npm install && npm start" },
      ],
    },
    features: {
      title: "功能",
      blocks: [
        {
          ul: [
            "栏目：基本信息、关于我、项目、工作经历、教育背景、社交链接、雇用我、联系表单、推荐语、服务、成就以及简历下载。",
            "二十个主题，可在手机、平板和电脑尺寸下实时预览；其中三个主题免费。",
            "自动保存，并保留最近 50 次保存的历史。",
            "可从 JSON Resume 文件和你的 GitHub 仓库导入。",
            "用于个人简介和描述的 AI 写作助手。",
            "联系表单：留言会送到你的收件箱和电子邮箱。",
            "十种界面语言，浅色和深色模式。",
          ],
        },
      ],
    },
    deployment: {
      title: "部署",
      blocks: [
        {
          p: "发布后，你的作品集会在 /p/你的用户名 公开。页面由服务器根据一份冻结的副本渲染，所以继续编辑不会改变线上页面，直到你再次发布。",
        },
        {
          p: "导出会下载一个静态文件 ZIP，可在任何托管平台运行。在部署页面可以把网站推送到 GitHub 仓库；使用 Pro 时，Foliocraft 还会开启 GitHub Pages 或部署到 Netlify，并在网站上线时告诉你。",
        },
        {
          p: "自建服务器：把 PUBLIC_URL 设为大家访问的地址，设置 DATABASE_URL 以使用 PostgreSQL 代替内置数据库，设置 SMTP_URL 以发送邮件。所有配置项都在 README 中有说明。",
        },
      ],
    },
    api: {
      title: "API 接口",
      blocks: [
        {
          p: "Foliocraft 网页应用通过 /api 下的 JSON API 与服务器通信。大多数路由作用于已登录的账户，供应用本身使用。以下路由是公开且稳定的：",
        },
        {
          ul: [
            "GET /api/health：服务器及其数据库是否正常运行。",
            "GET /api/health/ready：服务器可以处理请求时返回 200；数据库（或 Redis）无响应期间返回带 Retry-After 的 503。",
            "POST /api/public/portfolios/{username}/contact：已发布和已导出作品集的联系表单。",
            "GET /p/{username}：以 HTML 形式返回已发布的作品集；GET /sitemap.xml 列出所有作品集。",
          ],
        },
        {
          p: "错误始终采用相同的格式 { error: { code, message, details } }，并带有稳定的错误码，例如 invalid-argument、not-found 或 resource-exhausted。",
        },
        { h: "计划中的公开 API" },
        {
          p: "带 API 密钥的公开 REST API 已在计划中，但尚未推出。它将提供：POST /api/portfolios、GET /api/portfolios/{id}、PUT /api/portfolios/{id}、POST /api/deploy 和 GET /api/templates。",
        },
      ],
    },
  },
};

export default content;
