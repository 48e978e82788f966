import { listFormatter, wordsPattern, type Phrasebook } from "./phrasebook";

// Spanish. The title is never preceded by an article or followed by an adjective, so "Desarrolladora" and
// "Desarrollador" both read correctly ("trabajo como …").
const años = (n: number) => (n === 1 ? "1 año" : `${n} años`);

/** Español. */
export const es: Phrasebook = {
  list: listFormatter("es"),
  gap: " ",
  when: (period) => (period ? ` (${period})` : ""),
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
    nameTitle: [
      ({ name, title }) => `Soy ${name} y trabajo como ${title}.`,
      ({ name, title }) => `Me llamo ${name} y trabajo como ${title}.`,
      ({ name, title }) => `Hola, soy ${name}: trabajo como ${title}.`,
    ],
    name: [({ name }) => `Soy ${name}.`, ({ name }) => `Me llamo ${name}.`],
    title: [({ title }) => `Trabajo como ${title}.`, ({ title }) => `Mi profesión: ${title}.`],
    years: [
      ({ years }) => `Tengo ${años(years)} de experiencia profesional.`,
      ({ years }) => `Mi trayectoria profesional abarca ${años(years)}.`,
    ],
    since: [
      ({ year }) => `Trabajo profesionalmente desde ${year}.`,
      ({ year }) => `Mi trayectoria profesional comenzó en ${year}.`,
    ],
    employers: [
      ({ employers }) => `He trabajado en ${employers}.`,
      ({ employers }) => `Mi experiencia incluye puestos en ${employers}.`,
      ({ employers }) => `He formado parte de equipos en ${employers}.`,
    ],
    skills: [
      ({ skills }) => `Mis herramientas incluyen ${skills}.`,
      ({ skills }) => `Trabajo con ${skills}.`,
      ({ skills, many }) => `Entre mis habilidades ${many ? "están" : "está"} ${skills}.`,
    ],
    projects: [
      ({ projects, many }) => `Entre los proyectos de mi portafolio ${many ? "están" : "está"} ${projects}.`,
      ({ projects }) => `Más abajo puedes ver ${projects}.`,
    ],
    location: [({ location }) => `Tengo mi base en ${location}.`, ({ location }) => `Trabajo desde ${location}.`],
    services: [({ services }) => `Ofrezco ${services}.`, ({ services }) => `Mis servicios: ${services}.`],
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
    withTech: [
      ({ title, tech }) => `${title} es un proyecto desarrollado con ${tech}.`,
      ({ title, tech }) => `Para ${title} utilicé ${tech}.`,
      ({ title, tech }) => `En ${title} trabajé con ${tech}.`,
    ],
    titleOnly: [
      ({ title }) => `${title} es uno de los proyectos de mi portafolio.`,
      ({ title }) => `${title} es un proyecto en el que trabajé.`,
    ],
    techOnly: [
      ({ tech }) => `Este proyecto está desarrollado con ${tech}.`,
      ({ tech }) => `Desarrollé este proyecto con ${tech}.`,
    ],
    live: ["Hay una demo en vivo disponible.", "Puedes probar la versión en vivo."],
    code: ["Puedes consultar el código fuente.", "El código fuente también está enlazado."],
    empty: ["Uno de los proyectos de mi portafolio.", "Un proyecto de mi portafolio."],
  },
  experience: {
    roleAt: [
      ({ title, company, when, current }) =>
        current ? `Trabajo como ${title} en ${company}${when}.` : `Trabajé como ${title} en ${company}${when}.`,
      ({ title, company, when, current }) =>
        current
          ? `En ${company} ocupo el puesto de ${title}${when}.`
          : `En ${company} ocupé el puesto de ${title}${when}.`,
    ],
    company: [
      ({ company, when, current }) => (current ? `Trabajo en ${company}${when}.` : `Trabajé en ${company}${when}.`),
    ],
    role: [({ title, when, current }) => (current ? `Trabajo como ${title}${when}.` : `Trabajé como ${title}${when}.`)],
    skills: [
      ({ skills }) => `En este tipo de trabajo aporto habilidades como ${skills}.`,
      ({ skills }) => `En trabajos como este me apoyo en ${skills}.`,
    ],
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
