import { byCareer, byFocus, byProject, byRole, byWho, type ToneBooks } from "../tone-phrasebook";

// Spanish. The title goes in apposition or after "como", never with an article or adjective that would show gender.
const años = (n: number) => `${n} ${n === 1 ? "año" : "años"}`;
const paren = (period: string) => (period ? ` (${period})` : "");

/** The four tones in Spanish. */
export const es: ToneBooks = {
  professional: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Soy ${v.name}, ${v.title}${v.location ? ` en ${v.location}` : ""}.`,
            name: () => `Soy ${v.name}${v.location ? ` y trabajo en ${v.location}` : ""}.`,
            title: () => `Trabajo como ${v.title}${v.location ? ` en ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}: ${v.title}${v.location ? ` en ${v.location}` : ""} al servicio de cada proyecto.`,
            name: () => `${v.name}${v.location ? `, desde ${v.location}` : ""}: este es mi portafolio profesional.`,
            title: () => `Ejerzo como ${v.title}${v.location ? ` en ${v.location}` : ""}.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Me especializo en ${v.list} y trabajo desde ${v.location}.`,
            skills: () => `Me especializo en ${v.list}.`,
            location: () => `Trabajo desde ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Mi especialidad: ${v.list}, con sede en ${v.location}.`,
            skills: () => `Mi especialidad: ${v.list}.`,
            location: () => `Tengo mi sede en ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Me llamo ${v.name} y trabajo como ${v.title}.`,
            name: () => `Me llamo ${v.name}.`,
            title: () => `Trabajo como ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Mi nombre es ${v.name} y mi profesión, ${v.title}.`,
            name: () => `Mi nombre es ${v.name} y este es mi portafolio profesional.`,
            title: () => `Mi profesión: ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Cuento con ${años(n)} de experiencia profesional.`,
            since: (y) => `Ejerzo profesionalmente desde ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Mi trayectoria profesional abarca ${años(n)}.`,
            since: (y) => `Mi carrera profesional comenzó en ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Mi experiencia incluye puestos en ${list}.`,
        ({ list }) => `He trabajado con los equipos de ${list}.`,
      ],
      skills: [
        ({ list }) => `Mis áreas de especialidad incluyen ${list}.`,
        ({ list }) => `Trabajo principalmente con ${list}.`,
      ],
      projects: [
        ({ list }) => `Entre los proyectos seleccionados están ${list}.`,
        ({ list }) => `Los proyectos que presento aquí incluyen ${list}.`,
      ],
      services: [({ list }) => `Ofrezco ${list}.`, ({ list }) => `Mis servicios abarcan ${list}.`],
      location: [({ location }) => `Resido en ${location}.`, ({ location }) => `Mi oficina está en ${location}.`],
      closing: [
        "Póngase en contacto conmigo para hablar de un proyecto o un puesto.",
        "Recibo con gusto consultas sobre nuevos proyectos y puestos.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} está desarrollado con ${v.tech}.`,
            title: () => `${v.title} es uno de mis proyectos destacados.`,
            tech: () => `Este proyecto está desarrollado con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Para desarrollar ${v.title} utilicé ${v.tech}.`,
            title: () => `${v.title} forma parte de mi portafolio.`,
            tech: () => `Para desarrollar este proyecto utilicé ${v.tech}.`,
          }),
      ],
      live: ["Hay una versión en línea disponible."],
      code: ["El código fuente es público."],
      liveAndCode: ["Están disponibles tanto la versión en línea como el código fuente."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `${v.current ? "Actualmente ocupo" : "Ocupé"} el puesto de ${v.title} en ${v.company}${paren(v.period)}.`,
            company: () => `${v.current ? "Actualmente trabajo" : "Trabajé"} en ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Actualmente trabajo" : "Trabajé"} como ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () => `Mi ${v.current ? "puesto actual" : "puesto"} en ${v.company}${paren(v.period)}: ${v.title}.`,
            company: () => `Empresa${paren(v.period)}: ${v.company}.`,
            title: () => `Mi ${v.current ? "puesto actual" : "puesto"}${paren(v.period)}: ${v.title}.`,
          }),
      ],
      skills: [
        ({ list }) => `Las competencias que aporto a este tipo de trabajo incluyen ${list}.`,
        ({ list }) => `Competencias relevantes para este puesto: ${list}.`,
      ],
    },
  },

  friendly: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `¡Hola, soy ${v.firstName}, ${v.title}${v.location ? ` en ${v.location}` : ""}!`,
            name: () => `¡Hola, soy ${v.firstName}${v.location ? ` y vivo en ${v.location}` : ""}!`,
            title: () => `¡Hola, trabajo como ${v.title}${v.location ? ` en ${v.location}` : ""}!`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Buenas, aquí ${v.firstName}, ${v.title} de profesión.`,
            name: () => `Buenas, aquí ${v.firstName}.`,
            title: () => `Buenas, soy ${v.title} de profesión.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `Me encanta trabajar con ${v.list}, y mi casa está en ${v.location}.`,
            skills: () => `Me encanta trabajar con ${v.list}.`,
            location: () => `Mi casa está en ${v.location}.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Lo que más disfruto: ${v.list}, y me encontrarás en ${v.location}.`,
            skills: () => `Lo que más disfruto: ${v.list}.`,
            location: () => `Me encontrarás en ${v.location}.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `¡Hola, te doy la bienvenida! Me llamo ${v.name} y trabajo como ${v.title}.`,
            name: () => `¡Hola, te doy la bienvenida! Me llamo ${v.name}.`,
            title: () => `¡Hola, te doy la bienvenida! Trabajo como ${v.title}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `¡Gracias por pasarte! Mi nombre es ${v.name} y me dedico a esto como ${v.title}.`,
            name: () => `¡Gracias por pasarte! Mi nombre es ${v.name}.`,
            title: () => `¡Gracias por pasarte! Me dedico a esto como ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Llevo ${años(n)} en esto de forma profesional.`,
            since: (y) => `Me dedico a esto desde ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Mi vida laboral ya suma ${años(n)}.`,
            since: (y) => `Empecé mi carrera allá por ${y}.`,
          }),
      ],
      employers: [
        ({ list }) => `Por el camino tuve la suerte de trabajar con los equipos de ${list}.`,
        ({ list }) => `He pasado una temporada trabajando en ${list}.`,
      ],
      skills: [
        ({ list }) => `En el día a día me verás trabajar con ${list}.`,
        ({ list }) => `Mis herramientas favoritas: ${list}.`,
      ],
      projects: [
        ({ list }) => `Echa un vistazo a ${list} para ver lo que he estado creando.`,
        ({ list }) => `Algunas cosas que he hecho: ${list}.`,
      ],
      services: [({ list }) => `Puedo ayudarte con ${list}.`, ({ list }) => `Te echo una mano con ${list}.`],
      location: [({ location }) => `Vivo y trabajo en ${location}.`, ({ location }) => `Mi hogar es ${location}.`],
      closing: [
        "¡Escríbeme cuando quieras, me encantará saber de ti!",
        "Mándame un mensaje, siempre me apetece charlar.",
      ],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `Hice ${v.title} con ${v.tech}.`,
            title: () => `Aquí tienes ${v.title}, una de las cosas que he creado.`,
            tech: () => `Monté este proyecto con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `¡Te presento ${v.title}! Funciona con ${v.tech}.`,
            title: () => `¡Te presento ${v.title}, un proyecto mío!`,
            tech: () => `Por dentro, este proyecto funciona con ${v.tech}.`,
          }),
      ],
      live: ["¡Puedes probarlo en vivo!", "Anímate a probar la versión en línea."],
      code: [
        "El código también está ahí para que lo explores.",
        "¿Te pica la curiosidad? El código fuente está enlazado.",
      ],
      liveAndCode: ["¡Pruébalo en vivo o bucea en el código!", "Hay una versión para probar y código para explorar."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              v.current
                ? `Hoy en día trabajo como ${v.title} en ${v.company}${paren(v.period)}.`
                : `Pasé una etapa en ${v.company} como ${v.title}${paren(v.period)}.`,
            company: () =>
              v.current
                ? `Hoy en día trabajo en ${v.company}${paren(v.period)}.`
                : `Pasé una etapa en ${v.company}${paren(v.period)}.`,
            title: () =>
              v.current
                ? `Hoy en día trabajo como ${v.title}${paren(v.period)}.`
                : `Pasé una etapa trabajando como ${v.title}${paren(v.period)}.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `En ${v.company} ${v.current ? "me toca" : "me tocó"} trabajar como ${v.title}${paren(v.period)}.`,
            company: () => `${v.current ? "Me toca" : "Me tocó"} trabajar en ${v.company}${paren(v.period)}.`,
            title: () => `${v.current ? "Me toca" : "Me tocó"} trabajar como ${v.title}${paren(v.period)}.`,
          }),
      ],
      skills: [
        ({ list }) => `Mis habilidades de cabecera para este tipo de trabajo: ${list}.`,
        ({ list }) => `A un trabajo así le traigo ${list}.`,
      ],
    },
  },

  confident: {
    bio: {
      lead: [
        (v) =>
          byWho(v, {
            both: () => `Soy ${v.name}, ${v.title}, y puedes contar conmigo.`,
            name: () => `Soy ${v.name}, y puedes contar conmigo.`,
            title: () => `Como ${v.title}, puedes contar conmigo.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `${v.name}, ${v.title}: a tu disposición.`,
            name: () => `${v.name}: a tu disposición.`,
            title: () => `${v.title}, a tu disposición.`,
          }),
      ],
      focus: [
        (v) =>
          byFocus(v, {
            both: () => `${v.list}: ahí es donde doy lo mejor de mí, desde ${v.location}.`,
            skills: () => `${v.list}: ahí es donde doy lo mejor de mí.`,
            location: () => `Desde ${v.location}, a por el próximo reto.`,
          }),
        (v) =>
          byFocus(v, {
            both: () => `Convierto ideas en resultados con ${v.list}, desde ${v.location}.`,
            skills: () => `Convierto ideas en resultados con ${v.list}.`,
            location: () => `Mi base es ${v.location}; mi estándar, los resultados.`,
          }),
      ],
    },
    about: {
      intro: [
        (v) =>
          byWho(v, {
            both: () => `Aquí ${v.name}: como ${v.title}, saco el trabajo adelante.`,
            name: () => `Aquí ${v.name}, y saco el trabajo adelante.`,
            title: () => `Como ${v.title}, saco el trabajo adelante.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Me llamo ${v.name}, y lo mío es el trabajo de ${v.title}.`,
            name: () => `Me llamo ${v.name}, y cumplo lo que prometo.`,
            title: () => `Lo mío es el trabajo de ${v.title}.`,
          }),
      ],
      career: [
        (c) =>
          byCareer(c, {
            years: (n) => `Aporto ${años(n)} de experiencia práctica.`,
            since: (y) => `Entrego resultados profesionales desde ${y}.`,
          }),
        (c) =>
          byCareer(c, {
            years: (n) => `Detrás de todo lo que hago hay ${años(n)} de trabajo profesional.`,
            since: (y) => `Desde ${y} hago esto a nivel profesional.`,
          }),
      ],
      employers: [
        ({ list }) => `Equipos de ${list} han confiado en mi trabajo.`,
        ({ list }) => `Mi trayectoria incluye ${list}.`,
      ],
      skills: [({ list }) => `Saco el máximo partido a ${list}.`, ({ list }) => `Trabajo a alto nivel con ${list}.`],
      projects: [
        ({ list }) => `Los resultados hablan en ${list}.`,
        ({ list, many }) => `${list} ${many ? "muestran" : "muestra"} lo que puedo hacer.`,
      ],
      services: [
        ({ list }) => `Cuando necesites ${list}, cumplo.`,
        ({ list }) => `Me encargo de ${list}, de principio a fin.`,
      ],
      location: [({ location }) => `Opero desde ${location}.`, ({ location }) => `Mi base está en ${location}.`],
      closing: ["Hablemos de lo que puedo hacer por ti.", "Cuando quieras, pongamos en marcha tu próximo proyecto."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title} demuestra lo que puedo hacer con ${v.tech}.`,
            title: () => `${v.title} demuestra lo que puedo entregar.`,
            tech: () => `Este proyecto demuestra lo que puedo hacer con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `Con ${v.title} puse ${v.tech} a trabajar.`,
            title: () => `${v.title} es un trabajo que respaldo.`,
            tech: () => `Aquí puse ${v.tech} a trabajar.`,
          }),
      ],
      live: ["Míralo funcionando en vivo."],
      code: ["El código está abierto a revisión."],
      liveAndCode: ["Funciona en vivo y el código está abierto a revisión."],
    },
    experience: {
      main: [
        (v) =>
          byRole(v, {
            both: () =>
              `En ${v.company} ${v.current ? "entrego" : "entregué"} resultados como ${v.title}${paren(v.period)}.`,
            company: () => `En ${v.company}${paren(v.period)} ${v.current ? "entrego" : "entregué"} resultados.`,
            title: () => `Como ${v.title}${paren(v.period)} ${v.current ? "entrego" : "entregué"} resultados.`,
          }),
        (v) =>
          byRole(v, {
            both: () =>
              `${v.title} en ${v.company}${paren(v.period)}: un puesto que ${v.current ? "asumo" : "asumí"} por completo.`,
            company: () => `${v.company}${paren(v.period)}: un equipo al que ${v.current ? "impulso" : "impulsé"}.`,
            title: () => `${v.title}${paren(v.period)}: un puesto que ${v.current ? "asumo" : "asumí"} por completo.`,
          }),
      ],
      skills: [
        ({ list }) => `Aporto ${list} a cada puesto como este.`,
        ({ list }) => `Lo que pongo sobre la mesa: ${list}.`,
      ],
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
            both: () => `${v.title}${v.location ? ` en ${v.location}` : ""}: ${v.name}.`,
            name: () => `${v.name}${v.location ? ` en ${v.location}` : ""}.`,
            title: () => `${v.title}${v.location ? ` en ${v.location}` : ""}.`,
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
            both: () => `Soy ${v.name} y trabajo como ${v.title}${v.location ? ` desde ${v.location}` : ""}.`,
            name: () => `Soy ${v.name}${v.location ? ` y trabajo desde ${v.location}` : ""}.`,
            title: () => `Trabajo como ${v.title}${v.location ? ` desde ${v.location}` : ""}.`,
          }),
        (v) =>
          byWho(v, {
            both: () => `Aquí ${v.name}, que ejerce como ${v.title}${v.location ? ` desde ${v.location}` : ""}.`,
            name: () => `Aquí ${v.name}${v.location ? `, desde ${v.location}` : ""}.`,
            title: () => `Ejerzo como ${v.title}${v.location ? ` desde ${v.location}` : ""}.`,
          }),
      ],
      career: [
        (c) => byCareer(c, { years: (n) => `${años(n)} de experiencia.`, since: (y) => `En activo desde ${y}.` }),
      ],
      employers: [({ list }) => `Equipos: ${list}.`, ({ list }) => `Trayectoria en ${list}.`],
      skills: [({ list }) => `Competencias: ${list}.`, ({ list }) => `Herramientas: ${list}.`],
      projects: [({ list }) => `Proyectos: ${list}.`],
      services: [({ list }) => `Servicios: ${list}.`],
      location: [({ location }) => `Sede: ${location}.`],
      closing: ["Hablemos."],
    },
    project: {
      main: [
        (v) =>
          byProject(v, {
            both: () => `${v.title}: ${v.tech}.`,
            title: () => `${v.title}.`,
            tech: () => `Hecho con ${v.tech}.`,
          }),
        (v) =>
          byProject(v, {
            both: () => `${v.title}, hecho con ${v.tech}.`,
            title: () => `Proyecto: ${v.title}.`,
            tech: () => `Tecnologías: ${v.tech}.`,
          }),
      ],
      live: ["Demo en línea."],
      code: ["Código fuente enlazado."],
      liveAndCode: ["Demo en línea y código fuente enlazados."],
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
            both: () => `${v.title} en ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            company: () => `En ${v.company}${v.period ? `, ${v.period}` : ""}.`,
            title: () => `Puesto: ${v.title}${v.period ? `, ${v.period}` : ""}.`,
          }),
      ],
      skills: [({ list }) => `Competencias: ${list}.`],
    },
  },
};
