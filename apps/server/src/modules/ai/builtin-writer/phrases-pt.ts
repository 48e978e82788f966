import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Portuguese (Brazilian "você"). Titles follow "como" without an article; companies follow "em" rather than
// "na"/"no", which would need the company's gender.

/** Português. */
export const pt: Phrasebook = {
  list: listFormatter("pt"),
  gap: " ",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title}: ${skills}`,
      ({ title, skills }) => `${title} que trabalha com ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} em ${location}`,
      ({ title, location }) => `${title} · ${location}`,
    ],
    skills: [({ skills }) => `Trabalho com ${skills}`, ({ skills }) => `Criando com ${skills}`],
    name: [({ name }) => `Portfólio de ${name}`, ({ name }) => `${name} · Portfólio`],
    empty: ["Meu portfólio", "Este é o meu portfólio"],
  },
  person: {
    skills: [
      ({ skills }) => `Minhas ferramentas incluem ${skills}.`,
      ({ skills }) => `Trabalho com ${skills}.`,
      ({ skills, many }) => `Entre minhas habilidades ${many ? "estão" : "está"} ${skills}.`,
    ],
    closing: [
      "Confira meu trabalho abaixo.",
      "Fique à vontade para entrar em contato.",
      "Explore meu trabalho e fale comigo se quiser que trabalhemos juntos.",
    ],
    emptyBio: ["Este é o meu portfólio.", "Aqui você encontra meu trabalho e como falar comigo."],
    emptyAbout: [
      "Este é o meu portfólio. Aqui você encontra meu trabalho e como entrar em contato.",
      "Agradeço a visita. Confira meu trabalho e fique à vontade para me escrever.",
    ],
  },
  project: {
    techOnly: [
      ({ tech }) => `Este projeto foi desenvolvido com ${tech}.`,
      ({ tech }) => `Desenvolvi este projeto com ${tech}.`,
    ],
    live: ["Há uma demonstração ao vivo disponível.", "Você pode experimentar a versão ao vivo."],
    code: ["Você pode consultar o código-fonte.", "O código-fonte também está disponível."],
    empty: ["Um dos projetos do meu portfólio.", "Um projeto do meu portfólio."],
  },
  experience: {
    empty: ["Um cargo da minha experiência profissional.", "Parte da minha experiência profissional."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service} é um dos serviços que ofereço como ${title}.`,
      ({ service, title }) => `Como ${title}, ofereço ${service}.`,
    ],
    plain: [({ service }) => `${service} é um dos serviços que ofereço.`, ({ service }) => `Ofereço ${service}.`],
    skills: [
      ({ skills }) => `Para esse trabalho, conto com ${skills}.`,
      ({ skills }) => `Trago ${skills} para esse trabalho.`,
    ],
    cta: [
      "Entre em contato para conversarmos sobre o que você precisa.",
      "Envie uma mensagem para falarmos do seu projeto.",
    ],
    empty: ["Entre em contato para conversarmos sobre como posso ajudar no seu projeto."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Vamos trabalhar juntos: como ${title}, posso ajudar no seu próximo projeto.`,
      ({ title }) => `Procura apoio como ${title}? Vamos conversar.`,
    ],
    plain: ["Tem um projeto em mente? Vamos trabalhar juntos.", "Vamos trabalhar juntos no seu próximo projeto."],
    services: [({ services }) => `Posso ajudar com ${services}.`],
    skills: [({ skills }) => `Tenho experiência com ${skills}.`, ({ skills }) => `Trabalho com ${skills}.`],
    availability: [({ availability }) => `Disponibilidade: ${availability}.`],
    rate: [({ rate }) => `Tarifa: ${rate}.`],
    cta: ["Entre em contato para falarmos do seu projeto.", "Mande uma mensagem e vamos começar."],
  },
  rework: {
    greeting: /^(olá|oi|e aí|bom dia|boa tarde)(\s+(a todos|pessoal|tudo bem\??))?\s*[,!.:–—-]*\s*/iu,
    fixes: [],
    fillers: [wordsPattern(["muito", "realmente", "basicamente", "literalmente"])],
    hedges: [
      [/(?<![\p{L}])(acho|penso|creio) que\s+/giu, ""],
      [wordsPattern(["talvez", "provavelmente", "meio que"]), ""],
    ],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `Olá! Eu sou ${name}.`, ({ name }) => `Oi, eu sou ${name}!`],
    friendlyOpen: ["Olá!", "Oi, tudo bem?"],
    friendlyClose: ["Fique à vontade para dar um alô!", "Vou adorar ter notícias suas."],
    friendlyCloseItem: ["Conto mais com prazer!", "Pode me perguntar o que quiser."],
    confidentClose: ["Vamos construir juntos algo incrível.", "Vamos fazer do seu próximo projeto um sucesso."],
    confidentCloseItem: ["Posso aplicar a mesma abordagem ao seu projeto."],
  },
};
