import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Spanish. The title is never preceded by an article or followed by an adjective, so "Desarrolladora" and
// "Desarrollador" both read correctly ("trabajo como …").

/** Español. */
export const es: Phrasebook = {
  list: listFormatter("es"),
  gap: " ",
  headline: {
    titleSkills: [
      ({ title, skills }) => `${title} · ${skills}`,
      ({ title, skills }) => `${title}: ${skills}`,
      ({ title, skills }) => `${title} que trabaja con ${skills}`,
    ],
    titleLocation: [
      ({ title, location }) => `${title} en ${location}`,
      ({ title, location }) => `${title} · ${location}`,
    ],
    skills: [({ skills }) => `Trabajo con ${skills}`, ({ skills }) => `Creando con ${skills}`],
    name: [({ name }) => `Portafolio de ${name}`, ({ name }) => `${name} · Portafolio`],
    empty: ["Mi portafolio", "Este es mi portafolio"],
  },
  person: {
    skills: [
      ({ skills }) => `Mis herramientas incluyen ${skills}.`,
      ({ skills }) => `Trabajo con ${skills}.`,
      ({ skills, many }) => `Entre mis habilidades ${many ? "están" : "está"} ${skills}.`,
    ],
    closing: [
      "Echa un vistazo a mi trabajo más abajo.",
      "No dudes en ponerte en contacto.",
      "Explora mi trabajo y escríbeme si quieres que colaboremos.",
    ],
    emptyBio: ["Este es mi portafolio.", "Aquí encontrarás mi trabajo y cómo contactarme."],
    emptyAbout: [
      "Este es mi portafolio. Aquí encontrarás mi trabajo y cómo ponerte en contacto conmigo.",
      "Gracias por tu visita. Echa un vistazo a mi trabajo y no dudes en escribirme.",
    ],
  },
  project: {
    techOnly: [
      ({ tech }) => `Este proyecto está desarrollado con ${tech}.`,
      ({ tech }) => `Desarrollé este proyecto con ${tech}.`,
    ],
    live: ["Hay una demo en vivo disponible.", "Puedes probar la versión en vivo."],
    code: ["Puedes consultar el código fuente.", "El código fuente también está enlazado."],
    empty: ["Uno de los proyectos de mi portafolio.", "Un proyecto de mi portafolio."],
  },
  experience: {
    empty: ["Un puesto de mi experiencia profesional.", "Parte de mi experiencia profesional."],
  },
  service: {
    withTitle: [
      ({ service, title }) => `${service} es uno de los servicios que ofrezco como ${title}.`,
      ({ service, title }) => `Como ${title}, ofrezco ${service}.`,
    ],
    plain: [({ service }) => `${service} es uno de los servicios que ofrezco.`, ({ service }) => `Ofrezco ${service}.`],
    skills: [
      ({ skills }) => `Para este trabajo me apoyo en ${skills}.`,
      ({ skills }) => `Aporto ${skills} a este trabajo.`,
    ],
    cta: ["Escríbeme para hablar de lo que necesitas.", "Envíame un mensaje para hablar de tu proyecto."],
    empty: ["Escríbeme para hablar de cómo puedo ayudarte con tu proyecto."],
  },
  hireMe: {
    withTitle: [
      ({ title }) => `Trabajemos juntos: como ${title}, puedo ayudarte con tu próximo proyecto.`,
      ({ title }) => `¿Buscas apoyo como ${title}? Hablemos.`,
    ],
    plain: ["¿Tienes un proyecto en mente? Trabajemos juntos.", "Trabajemos juntos en tu próximo proyecto."],
    services: [({ services }) => `Puedo ayudarte con ${services}.`],
    skills: [({ skills }) => `Tengo experiencia con ${skills}.`, ({ skills }) => `Trabajo con ${skills}.`],
    availability: [({ availability }) => `Disponibilidad: ${availability}.`],
    rate: [({ rate }) => `Tarifa: ${rate}.`],
    cta: ["Escríbeme para hablar de tu proyecto.", "Envíame un mensaje y empecemos."],
  },
  rework: {
    greeting: /^¡?(hola|buenas|saludos|hey)(\s+(a todos|a todas|qué tal))?\s*[,!¡.:–—-]*\s*/iu,
    fixes: [],
    fillers: [wordsPattern(["muy", "realmente", "básicamente", "literalmente"])],
    hedges: [
      [/(?<![\p{L}])(creo|pienso) que\s+/giu, ""],
      [wordsPattern(["quizás", "quizá", "tal vez", "probablemente", "de alguna manera"]), ""],
    ],
    formal: [],
    casual: [],
    friendlyOpenName: [({ name }) => `¡Hola! Soy ${name}.`, ({ name }) => `¡Hola, soy ${name}!`],
    friendlyOpen: ["¡Hola!", "¡Hola, qué tal!"],
    friendlyClose: ["¡No dudes en saludarme!", "Me encantará saber de ti."],
    friendlyCloseItem: ["¡Con gusto te cuento más!", "Pregúntame lo que quieras."],
    confidentClose: ["Construyamos juntos algo extraordinario.", "Hagamos de tu próximo proyecto un éxito."],
    confidentCloseItem: ["Puedo aplicar el mismo enfoque a tu proyecto."],
  },
};
