import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Portuguese. No participle or adjective about the writer ("baseado/a", "apaixonado/a"): verbs and nouns only, and
// the title after "como" or in apposition, as written.
const anos = (n: number) => `${n} ${n === 1 ? "ano" : "anos"}`;
const paren = (period: string) => (period ? ` (${period})` : "");

/** The four tones in Portuguese. */
export const pt: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Sou ${v.name}, ${v.title}${v.location ? ` em ${v.location}` : ""}.`,
            name: () => `Sou ${v.name}${v.location ? ` e trabalho em ${v.location}` : ""}.`,
            title: () => `Trabalho como ${v.title}${v.location ? ` em ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () =>
              `${v.name}: ${v.title}${v.location ? ` em ${v.location}` : ""}, com o trabalho apresentado aqui.`,
            name: () => `${v.name}${v.location ? `, de ${v.location}` : ""}: este é o meu portfólio profissional.`,
            title: () => `Minha profissão: ${v.title}${v.location ? `, em ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Minha especialidade é ${v.list}, e trabalho a partir de ${v.location}.`,
            skills: () => `Minha especialidade é ${v.list}.`,
            location: () => `Trabalho a partir de ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Atuo com foco em ${v.list}, tendo ${v.location} como sede.`,
            skills: () => `Atuo com foco em ${v.list}.`,
            location: () => `Minha sede é ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Meu nome é ${v.name} e exerço a profissão de ${v.title}.`,
            name: () => `Meu nome é ${v.name}.`,
            title: () => `Exerço a profissão de ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Chamo-me ${v.name} e trabalho como ${v.title}.`,
            name: () => `Chamo-me ${v.name}, e este é o meu portfólio profissional.`,
            title: () => `Profissionalmente, trabalho como ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Tenho ${anos(n)} de experiência profissional.`,
            since: (y) => `Atuo profissionalmente desde ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Minha trajetória profissional abrange ${anos(n)}.`,
            since: (y) => `Minha carreira profissional começou em ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Minha experiência inclui cargos em ${list}.`,
        ({ list }) => `Trabalhei com as equipes de ${list}.`,
      ],
      skills: [
        ({ list }) => `Minhas áreas de especialização incluem ${list}.`,
        ({ list }) => `Trabalho principalmente com ${list}.`,
      ],
      projects: [
        ({ list }) => `Entre os projetos selecionados estão ${list}.`,
        ({ list }) => `Os projetos apresentados aqui incluem ${list}.`,
      ],
      services: [({ list }) => `Ofereço ${list}.`, ({ list }) => `Meus serviços abrangem ${list}.`],
      location: [({ location }) => `Resido em ${location}.`, ({ location }) => `Meu escritório fica em ${location}.`],
      closing: [
        "Entre em contato para conversarmos sobre um projeto ou uma vaga.",
        "Recebo com prazer consultas sobre novos projetos e vagas.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} foi desenvolvido com ${v.tech}.`,
            title: () => `${v.title} é um dos meus projetos em destaque.`,
            tech: () => `Este projeto foi desenvolvido com ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Para desenvolver ${v.title}, utilizei ${v.tech}.`,
            title: () => `${v.title} faz parte do meu portfólio.`,
            tech: () => `Para desenvolver este projeto, utilizei ${v.tech}.`,
          }),
      ],
      live: ["Há uma versão on-line disponível."],
      code: ["O código-fonte é público."],
      liveAndCode: ["Estão disponíveis tanto a versão on-line como o código-fonte."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.current ? "Atualmente ocupo" : "Ocupei"} o cargo de ${v.title} em ${v.company}${paren(v.period)}.`,
            company: () => `${v.current ? "Atualmente trabalho" : "Trabalhei"} em ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Atualmente trabalho" : "Trabalhei"} como ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `Meu ${v.current ? "cargo atual" : "cargo"} em ${v.company}${paren(v.period)}: ${v.title}.`,
            company: () => `Empresa${paren(v.period)}: ${v.company}.`,
            title: () => `Meu ${v.current ? "cargo atual" : "cargo"}${paren(v.period)}: ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `As competências que trago para este tipo de trabalho incluem ${list}.`,
        ({ list }) => `Competências relevantes para este cargo: ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Olá, eu sou ${v.firstName}, ${v.title}${v.location ? ` em ${v.location}` : ""}!`,
            name: () => `Olá, eu sou ${v.firstName}${v.location ? ` e moro em ${v.location}` : ""}!`,
            title: () => `Olá, trabalho como ${v.title}${v.location ? ` em ${v.location}` : ""}!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Oi, aqui é ${v.firstName}, ${v.title} de profissão.`,
            name: () => `Oi, aqui é ${v.firstName}.`,
            title: () => `Oi, sou ${v.title} de profissão.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Adoro trabalhar com ${v.list}, e minha casa é ${v.location}.`,
            skills: () => `Adoro trabalhar com ${v.list}.`,
            location: () => `Minha casa é ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `O que mais curto: ${v.list}, e você me encontra em ${v.location}.`,
            skills: () => `O que mais curto: ${v.list}.`,
            location: () => `Você me encontra em ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Olá, que bom ter você aqui! Meu nome é ${v.name} e trabalho como ${v.title}.`,
            name: () => `Olá, que bom ter você aqui! Meu nome é ${v.name}.`,
            title: () => `Olá, que bom ter você aqui! Trabalho como ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Valeu pela visita! Eu sou ${v.name}, e minha profissão é ${v.title}.`,
            name: () => `Valeu pela visita! Eu sou ${v.name}.`,
            title: () => `Valeu pela visita! Minha profissão é ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Já são ${anos(n)} fazendo isso profissionalmente.`,
            since: (y) => `Faço isso desde ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Minha vida profissional já soma ${anos(n)}.`,
            since: (y) => `Comecei a carreira lá em ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `No caminho, tive a chance de trabalhar com as equipes de ${list}.`,
        ({ list }) => `Passei uma temporada trabalhando em ${list}.`,
      ],
      skills: [
        ({ list }) => `No dia a dia, você me encontra trabalhando com ${list}.`,
        ({ list }) => `Minhas ferramentas favoritas: ${list}.`,
      ],
      projects: [
        ({ list }) => `Dê uma olhada em ${list} para ver o que ando criando.`,
        ({ list }) => `Algumas coisas que fiz: ${list}.`,
      ],
      services: [({ list }) => `Posso ajudar você com ${list}.`, ({ list }) => `Conte comigo para ${list}.`],
      location: [({ location }) => `Moro e trabalho em ${location}.`, ({ location }) => `Meu lar é ${location}.`],
      closing: [
        "Mande um oi quando quiser, vou adorar falar com você!",
        "Me escreva, estou sempre a fim de conversar.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `Fiz ${v.title} com ${v.tech}.`,
            title: () => `Aqui está ${v.title}, uma das coisas que criei.`,
            tech: () => `Montei este projeto com ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Conheça ${v.title}! Ele roda com ${v.tech}.`,
            title: () => `Conheça ${v.title}, um projeto meu!`,
            tech: () => `Por dentro, este projeto roda com ${v.tech}.`,
          }),
      ],
      live: ["Dá para experimentar ao vivo!", "Vá em frente e teste a versão on-line."],
      code: ["O código também está lá para você explorar.", "Quer saber como funciona? O código-fonte está no link."],
      liveAndCode: ["Teste ao vivo ou mergulhe no código!", "Tem uma versão para testar e código para explorar."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `Hoje trabalho como ${v.title} em ${v.company}${paren(v.period)}.`
                : `Passei uma fase em ${v.company} como ${v.title}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `Hoje trabalho em ${v.company}${paren(v.period)}.`
                : `Passei uma fase em ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `Hoje trabalho como ${v.title}${paren(v.period)}.`
                : `Passei uma fase trabalhando como ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `Em ${v.company}, ${v.current ? "tenho" : "tive"} a chance de trabalhar como ${v.title}${paren(v.period)}.`,
            company: () => `${v.current ? "Tenho" : "Tive"} a chance de trabalhar em ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Tenho" : "Tive"} a chance de trabalhar como ${v.title}${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `Minhas habilidades preferidas para esse tipo de trabalho: ${list}.`,
        ({ list }) => `Levo comigo ${list} para um trabalho assim.`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Sou ${v.name}, ${v.title}, e você pode contar comigo.`,
            name: () => `Sou ${v.name}, e você pode contar comigo.`,
            title: () => `Como ${v.title}, você pode contar comigo.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}: à sua disposição.`,
            name: () => `${v.name}: à sua disposição.`,
            title: () => `${v.title}, à sua disposição.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: é aí que entrego meu melhor trabalho, a partir de ${v.location}.`,
            skills: () => `${v.list}: é aí que entrego meu melhor trabalho.`,
            location: () => `A partir de ${v.location}, encaro o próximo desafio.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Transformo ideias em resultados com ${v.list}, a partir de ${v.location}.`,
            skills: () => `Transformo ideias em resultados com ${v.list}.`,
            location: () => `Minha base: ${v.location}. Meu padrão: resultados.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Aqui é ${v.name}: como ${v.title}, faço as coisas acontecerem.`,
            name: () => `Aqui é ${v.name}, e faço as coisas acontecerem.`,
            title: () => `Como ${v.title}, faço as coisas acontecerem.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Meu nome é ${v.name}, e o trabalho de ${v.title} é o que faço de melhor.`,
            name: () => `Meu nome é ${v.name}, e cumpro o que prometo.`,
            title: () => `O trabalho de ${v.title} é o que faço de melhor.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Trago ${anos(n)} de experiência prática.`,
            since: (y) => `Entrego resultados profissionais desde ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Por trás de tudo o que faço estão ${anos(n)} de trabalho profissional.`,
            since: (y) => `Desde ${y}, faço isso em nível profissional.`,
          }),
      ],
      employers: [
        ({ list }) => `Equipes de ${list} confiaram no meu trabalho.`,
        ({ list }) => `Meu histórico inclui ${list}.`,
      ],
      skills: [({ list }) => `Tiro o máximo de ${list}.`, ({ list }) => `Trabalho em alto nível com ${list}.`],
      projects: [
        ({ list }) => `Os resultados falam por si em ${list}.`,
        ({ list, many }) => `${list} ${many ? "mostram" : "mostra"} do que sou capaz.`,
      ],
      services: [
        ({ list }) => `Quando você precisar de ${list}, eu entrego.`,
        ({ list }) => `Assumo ${list}, do início ao fim.`,
      ],
      location: [
        ({ location }) => `Atuo a partir de ${location}.`,
        ({ location }) => `Minha base fica em ${location}.`,
      ],
      closing: [
        "Vamos conversar sobre o que posso fazer por você.",
        "Quando quiser, vamos tirar seu próximo projeto do papel.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} mostra o que sei fazer com ${v.tech}.`,
            title: () => `${v.title} mostra o que sei entregar.`,
            tech: () => `Este projeto mostra o que sei fazer com ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Com ${v.title}, coloquei ${v.tech} para trabalhar.`,
            title: () => `${v.title} é um trabalho que assino embaixo.`,
            tech: () => `Aqui coloquei ${v.tech} para trabalhar.`,
          }),
      ],
      live: ["Veja funcionando ao vivo."],
      code: ["O código está aberto para revisão."],
      liveAndCode: ["Funciona ao vivo, e o código está aberto para revisão."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `Em ${v.company}, ${v.current ? "entrego" : "entreguei"} resultados como ${v.title}${paren(v.period)}.`,
            company: () => `Em ${v.company}${paren(v.period)}, ${v.current ? "entrego" : "entreguei"} resultados.`,
            title: () => `Como ${v.title}${paren(v.period)}, ${v.current ? "entrego" : "entreguei"} resultados.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.title} em ${v.company}${paren(v.period)}: um cargo que ${v.current ? "assumo" : "assumi"} por inteiro.`,
            company: () =>
              `${v.company}${paren(v.period)}: uma equipe que ${v.current ? "impulsiono" : "impulsionei"}.`,
            title: () => `${v.title}${paren(v.period)}: um cargo que ${v.current ? "assumo" : "assumi"} por inteiro.`,
          }),
      ],
      skills: [({ list }) => `Levo ${list} para cada cargo como este.`, ({ list }) => `O que coloco na mesa: ${list}.`],
    },
  },

  concise: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}${v.location ? `, ${v.location}` : ""}.`,
            name: () => `${v.name}${v.location ? `, ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? `, ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.title}${v.location ? ` em ${v.location}` : ""}: ${v.name}.`,
            name: () => `${v.name}${v.location ? ` em ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? ` em ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}. ${v.location}.`,
            skills: () => `${v.list}.`,
            location: () => `${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Sou ${v.name} e trabalho como ${v.title}${v.location ? ` a partir de ${v.location}` : ""}.`,
            name: () => `Sou ${v.name}${v.location ? ` e trabalho a partir de ${v.location}` : ""}.`,
            title: () => `Trabalho como ${v.title}${v.location ? ` a partir de ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Aqui é ${v.name}, atuando como ${v.title}${v.location ? ` em ${v.location}` : ""}.`,
            name: () => `Aqui é ${v.name}${v.location ? `, de ${v.location}` : ""}.`,
            title: () => `Atuo como ${v.title}${v.location ? ` a partir de ${v.location}` : ""}.`,
          }),
      ],
      career: [
        (c) => byCareer(c, { years: (n) => `${anos(n)} de experiência.`, since: (y) => `Na ativa desde ${y}.` }),
      ],
      employers: [({ list }) => `Equipes: ${list}.`, ({ list }) => `Passagens por ${list}.`],
      skills: [({ list }) => `Competências: ${list}.`, ({ list }) => `Ferramentas: ${list}.`],
      projects: [({ list }) => `Projetos: ${list}.`],
      services: [({ list }) => `Serviços: ${list}.`],
      location: [({ location }) => `Sede: ${location}.`],
      closing: ["Vamos conversar."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `Feito com ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, feito com ${v.tech}.`,
            title: () => `Projeto: ${v.title}.`,
            tech: () => `Tecnologias: ${v.tech}.`,
          }),
      ],
      live: ["Demo on-line."],
      code: ["Código-fonte no link."],
      liveAndCode: ["Demo on-line e código-fonte no link."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () => `${v.title}, ${v.company}${paren(v.period)}.`,
            company: () => `${v.company}${paren(v.period)}.`,
            title: () => `${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `${v.title} em ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            company: () => `Em ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            title: () => `Cargo: ${v.title}${v.period ? `, ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `Competências: ${list}.`],
    },
  },
};
